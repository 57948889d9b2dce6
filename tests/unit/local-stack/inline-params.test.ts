import { describe, expect, it } from 'vitest';
import { inlineParams, literal } from '@/supabase/local/inline-params';

describe('inlineParams', () => {
  it('replaces each placeholder by its parameter as a quoted literal', () => {
    expect(inlineParams('select * from t where a = $1 and b = $2::int', ['x', '5'])).toBe("select * from t where a = 'x' and b = '5'::int");
  });

  it('tells $1 from $10', () => {
    const params = Array.from({ length: 10 }, (_, i) => `p${i + 1}`);
    expect(inlineParams('$10, $1', params)).toBe("'p10', 'p1'");
  });

  it('doubles quotes, so a parameter can never end its literal', () => {
    expect(inlineParams('select $1', ["it's'); drop table t; --"])).toBe("select 'it''s''); drop table t; --'");
  });

  it('leaves placeholders inside literals, quoted identifiers, comments and dollar quotes alone', () => {
    const sql = `select '$1', "col$1", $1 -- $1\n, /* $1 */ $$ $1 $$, $tag$ $1 $tag$, 'it''s $1'`;
    expect(inlineParams(sql, ['v'])).toBe(`select '$1', "col$1", 'v' -- $1\n, /* $1 */ $$ $1 $$, $tag$ $1 $tag$, 'it''s $1'`);
  });

  it('refuses a placeholder without a parameter, and NUL characters', () => {
    expect(() => inlineParams('select $2', ['a'])).toThrow('no parameter for $2');
    expect(() => literal('a\0b')).toThrow('NUL');
  });

  it('writes null as NULL', () => {
    expect(inlineParams('select $1', [null])).toBe('select NULL');
  });
});
