import { describe, expect, it } from 'vitest';
import { PreparedStatements } from '@/supabase/local/prepared-statements';
import { literal } from '@/supabase/local/sql-literal';

describe('PreparedStatements', () => {
  it('prepares a statement once, and only counts it prepared once the server ran it', () => {
    const p = new PreparedStatements();
    const first = p.use('select 1');
    expect(first.setup).toEqual([`prepare ${first.name} as select 1`]);
    expect(p.use('select 1').setup).toHaveLength(1);
    p.confirm('select 1');
    expect(p.use('select 1')).toEqual({ setup: [], name: expect.stringMatching(/^sb_stmt_\d+$/) });
  });

  it('forgets everything after clear(), as after a failed message', () => {
    const p = new PreparedStatements();
    p.use('select 1');
    p.confirm('select 1');
    p.clear();
    expect(p.use('select 1').setup[0]).toMatch(/^prepare /);
  });

  it('keeps at most 200, giving up the least recently used', () => {
    const p = new PreparedStatements();
    const names: string[] = [];
    for (let i = 0; i < 200; i++) {
      names.push(p.use(`select ${i}`).name);
      p.confirm(`select ${i}`);
    }
    p.use('select 0');
    const next = p.use('select 200');
    expect(next.setup).toEqual([`deallocate ${names[1]}`, `prepare ${next.name} as select 200`]);
  });
});

describe('literal', () => {
  it('quotes values so they can never end their literal, and refuses NUL', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal(null)).toBe('NULL');
    expect(() => literal('a\0b')).toThrow('NUL');
  });
});
