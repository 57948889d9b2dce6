/** Statements a connection keeps prepared, at most this many, the least recently used given up first. */
const LIMIT = 200;

/**
 * The statements one connection has prepared, by their SQL text. use() says what to send before EXECUTE (a
 * DEALLOCATE to make room, a PREPARE for a new statement); confirm() records it once the server has run it.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private readonly pending = new Map<string, string>();
  private next = 0;

  use(sql: string): { setup: string[]; name: string } {
    const known = this.names.get(sql);
    if (known) {
      // Most recently used last: a Map keeps insertion order.
      this.names.delete(sql);
      this.names.set(sql, known);
      return { setup: [], name: known };
    }
    const setup: string[] = [];
    if (this.names.size >= LIMIT) {
      const [oldestSql, oldestName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldestSql);
      setup.push(`deallocate ${oldestName}`);
    }
    const name = `sb_stmt_${this.next++}`;
    this.pending.set(sql, name);
    setup.push(`prepare ${name} as ${sql}`);
    return { setup, name };
  }

  confirm(sql: string): void {
    const name = this.pending.get(sql);
    if (name === undefined) return;
    this.pending.delete(sql);
    this.names.set(sql, name);
  }

  clear(): void {
    this.names.clear();
    this.pending.clear();
  }
}
