import { RestError } from './errors';

/** The response format chosen from Accept: its body shape and Content-Type. */
export interface AcceptOptions {
  singular: boolean;
  stripNulls: boolean;
  contentType: string;
  /** Set when no accepted type is one the stack produces: the types as PostgREST lists them in PGRST107. */
  unavailable?: string[];
}

interface MediaRange {
  type: string;
  params: string[];
  q: number;
  specificity: number;
}

/**
 * Accept split as wai's parseHttpAccept does it: spaces dropped, `;q=` and what follows it cut off, then sorted by
 * quality and, for equal quality, by parameters minus wildcards, keeping the client's order otherwise.
 */
function parseAcceptHeader(header: string): MediaRange[] {
  return header
    .split(',')
    .map((entry) => {
      const compact = entry.replace(/ /g, '');
      const qAt = compact.indexOf(';q=');
      const text = qAt < 0 ? compact : compact.slice(0, qAt);
      const q = qAt < 0 ? 1 : Number.parseFloat(compact.slice(qAt + 3).split(';')[0]) || 0;
      const [type, ...params] = text.split(';');
      const stars = (text.match(/\*/g) ?? []).length;
      return { type: type.toLowerCase(), params, q, specificity: params.length - stars };
    })
    .filter((m) => m.type !== '')
    .sort((a, b) => b.q - a.q || b.specificity - a.specificity);
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** How PostgREST's MediaType.toMime prints a type it cannot produce, for the PGRST107 message. */
function toMime(m: MediaRange): string {
  const plan = /^application\/vnd\.pgrst\.plan(\+(json|text))?$/.exec(m.type);
  if (plan) {
    const param = (name: string) => m.params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);
    const forType = (param('for') ?? 'application/json').replace(/^"|"$/g, '');
    const requested = (param('options') ?? '').split('|');
    const options = PLAN_OPTIONS.filter((o) => requested.includes(o));
    return `application/vnd.pgrst.plan+${plan[2] ?? 'text'}; for="${forType.split(';')[0]}"${options.length ? `; options=${options.join('|')}` : ''}`;
  }
  return m.type;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What the stack produces for one accepted media range, or undefined when it cannot produce it. */
function produce(m: MediaRange): AcceptOptions | undefined {
  const stripped = m.params.length === 1 && m.params[0] === 'nulls=stripped';
  switch (m.type) {
    case 'application/json':
    case '*/*':
      return { singular: false, stripNulls: false, contentType: JSON_TYPE };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        singular: true,
        stripNulls: stripped,
        contentType: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? { singular: false, stripNulls: true, contentType: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8' }
        : { singular: false, stripNulls: false, contentType: JSON_TYPE };
    default:
      // CSV, GeoJSON, plans and custom media handlers are PostgREST features the local stack does not have.
      return undefined;
  }
}

/**
 * Content negotiation as PostgREST does it: the first accepted type (in parseHttpAccept order) the stack produces.
 * A missing or blank Accept means any type.
 */
export function parseAccept(headers: Headers): AcceptOptions {
  const header = headers.get('accept') ?? '';
  const ranges = header.trim() === '' ? [] : parseAcceptHeader(header);
  if (ranges.length === 0) return { singular: false, stripNulls: false, contentType: JSON_TYPE };
  for (const m of ranges) {
    const chosen = produce(m);
    if (chosen) return chosen;
  }
  return { singular: false, stripNulls: false, contentType: JSON_TYPE, unavailable: ranges.map(toMime) };
}

/** PGRST107 (406) when nothing in Accept can be produced; called once the request is otherwise planned. */
export function checkAcceptable(accept: AcceptOptions): void {
  if (accept.unavailable) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept.unavailable.join(', ')}`);
  }
}
