/** A SQL string literal; standard_conforming_strings is on, so only quotes need doubling. NUL is refused. */
export function literal(value: string | null): string {
  if (value === null) return 'NULL';
  if (value.includes('\0')) throw new Error('NUL character in a SQL value');
  return `'${value.replace(/'/g, "''")}'`;
}
