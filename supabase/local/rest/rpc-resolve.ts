import { RestError } from './errors';
import type { Func } from './schema-cache';

/** How a POST body reaches a function, from its Content-Type (PostgREST's MediaType of the payload). */
export type BodyKind = 'json' | 'text' | 'xml' | 'bytea' | 'other';

export function bodyKind(headers: Headers): BodyKind {
  const type = (headers.get('content-type') ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  return 'other';
}

const RAW_BODY_KINDS = new Set<BodyKind>(['text', 'xml', 'bytea']);
const UNNAMED_TYPES: Record<string, BodyKind> = { json: 'json', jsonb: 'json', text: 'text', xml: 'xml', bytea: 'bytea' };

/** Findproc's matchesParams: every required parameter given, and nothing that is not a parameter. */
function matchesParams(f: Func, keys: ReadonlySet<string>, isPost: boolean, kind: BodyKind): boolean {
  if (f.args.length === 0) return keys.size === 0 && !(isPost && RAW_BODY_KINDS.has(kind));
  const names = new Set(f.args.map((a) => a.name));
  return [...keys].every((k) => names.has(k)) && f.args.every((a) => a.hasDefault || keys.has(a.name));
}

/** A function whose one parameter is unnamed takes a POST body of the matching media type as that argument. */
export function takesWholeBody(f: Func): boolean {
  return f.args.length === 1 && f.args[0].name === '';
}

function acceptsBody(f: Func, isPost: boolean, kind: BodyKind): boolean {
  return isPost && takesWholeBody(f) && UNNAMED_TYPES[f.args[0].type] === kind;
}

function ambiguous(name: string, candidates: Func[]): RestError {
  // PostgREST orders overloads by their number of parameters, then by the parameters themselves.
  const sorted = [...candidates].sort((a, b) => a.args.length - b.args.length || sig(a).localeCompare(sig(b)));
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${sorted.map((f) => `public.${name}(${sig(f)})`).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function sig(f: Func): string {
  return f.args.map((a) => `${a.name} => ${a.type}`).join(', ');
}

function noFunction(name: string, keys: string[], isPost: boolean, kind: BodyKind, candidates: Func[]): RestError {
  const onlySingle = isPost && RAW_BODY_KINDS.has(kind);
  const withParams = keys.length ? `(${keys.join(', ')})` : ' without parameters';
  const searched = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : ' without parameters';
  const how: Partial<Record<BodyKind, string>> = {
    text: ' with a single unnamed text parameter',
    xml: ' with a single unnamed xml parameter',
    bytea: ' with a single unnamed bytea parameter',
    json: `${searched} or with a single unnamed json/jsonb parameter`,
  };
  const suggestion = candidates[0]
    ? `Perhaps you meant to call the function public.${name}(${candidates[0].args
        .map((a) => a.name)
        .sort()
        .join(', ')})`
    : null;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${onlySingle ? '' : withParams} in the schema cache`,
    `Searched for the function public.${name}${isPost ? (how[kind] ?? searched) : searched}, but no matches were found in the schema cache.`,
    onlySingle ? null : suggestion,
  );
}

/**
 * PostgREST's findProc: the overload whose parameters the argument names match; only when none does, the one
 * taking the whole body as a single unnamed parameter. More than one candidate at either step is PGRST203.
 */
export function findFunction(candidates: Func[], name: string, keys: string[], isPost: boolean, kind: BodyKind): Func {
  const keySet = new Set(keys);
  const matching = candidates.filter((f) => matchesParams(f, keySet, isPost, kind));
  const fallback = candidates.filter((f) => !matchesParams(f, keySet, isPost, kind) && acceptsBody(f, isPost, kind));
  const found = matching.length ? matching : fallback;
  if (found.length === 1) return found[0];
  if (found.length > 1) throw ambiguous(name, found);
  throw noFunction(name, [...keySet].sort(), isPost, kind, candidates);
}
