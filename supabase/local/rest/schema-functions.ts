import { makeRelation, type Func, type Relation } from './schema-cache';
import type { RawFunc } from './schema-introspect';

/** Types a lone unnamed parameter may have, each receiving the request body as it is (PostgREST's "callable" rule). */
const SINGLE_UNNAMED_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

/**
 * The functions of `public` PostgREST can call, overloads together. As in its schema cache, a function is left out
 * when it has an unnamed parameter, unless that is its only one and of a type the raw body can be passed as.
 */
export function buildFunctions(raw: RawFunc[], relations: Map<string, Relation>): Map<string, Func[]> {
  const functions = new Map<string, Func[]>();
  for (const f of raw) {
    const all = f.args ?? [];
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const unnamed = inputs.filter((a) => a.name === '');
    const callable = unnamed.length === 0 || (inputs.length === 1 && SINGLE_UNNAMED_TYPES.has(inputs[0].type));
    if (!callable) continue;
    const firstDefault = inputs.length - f.ndefaults;
    const args = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault }));
    let kind: Func['kind'] = 'scalar';
    let rowRelation: Relation | undefined;
    if (f.is_void) kind = 'void';
    else if (f.ret_relation && relations.has(f.ret_relation)) {
      kind = 'composite';
      rowRelation = relations.get(f.ret_relation);
    } else if (f.ret_columns?.length) {
      kind = 'composite';
      rowRelation = makeRelation(f.name, f.ret_columns);
    } else if (outputs.length > 1 || (outputs.length === 1 && f.setof && all.some((a) => a.mode === 't'))) {
      kind = 'composite';
      rowRelation = makeRelation(
        f.name,
        outputs.map((o) => ({ name: o.name, type: o.type })),
      );
    }
    const list = functions.get(f.name) ?? [];
    list.push({ name: f.name, args, setof: f.setof, kind, rowRelation });
    functions.set(f.name, list);
  }
  return functions;
}
