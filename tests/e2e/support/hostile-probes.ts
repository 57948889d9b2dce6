import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { PAGES, type Audience, type RouteEntry } from '../../support/hostile-inventory';
import { FRAGMENTS, hostileSeed, hostileString, reflectsMarkup } from '../../support/hostile-values';

/*
 * Hostile URLs and server-action calls for tests/e2e/hostile-routes.spec.ts: generated with a fixed seed (printed
 * with every failure, replayed with HOSTILE_SEED=…) and sent in small concurrent batches, so every route and
 * action is probed well within the suite's time budget.
 */

export const SEED = hostileSeed();

/** A code unit as percent-encoded UTF-8; a lone surrogate becomes the invalid three bytes a careless encoder writes. */
function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const paired = code >= 0xd800 && code <= 0xdbff && /[\udc00-\udfff]/.test(text[i + 1] ?? '');
    if (paired) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]);
    }
  }
  return out;
}

/** Segments that have broken servers: malformed and overlong UTF-8, NUL, traversal, markup, an overlong segment. */
export const NASTY_SEGMENTS = [
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%FF%FE',
  '%',
  '%%25',
  '..%2F..%2Fetc%2Fpasswd',
  percentEncode('<script>alert(1)</script>'),
  percentEncode('"><img src=x onerror=alert(1)>'),
  '%E2%80%AE%E2%80%8B',
  'a'.repeat(3000),
];

/** A path segment or query value: the fixed ones, hostile text percent-encoded, and raw runs of '%' and hex. */
export const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_SEGMENTS),
  hostileString.map((text) => percentEncode(text.slice(0, 1500)) || '%20'),
  fc.stringMatching(/^[%0-9A-Fa-f.]{1,12}$/),
);

/** Query keys the pages read (and some they do not), for query strings that reach the parsers. */
const PARAM_NAMES = [
  'q',
  'page',
  'sort',
  'order',
  'exam',
  'exams',
  'state',
  'city',
  'type',
  'fees',
  'category',
  'tag',
  'difficulty',
  'featured',
  'free',
  'status',
  'source',
  'from',
  'to',
  'range',
  'view',
  'counsellor',
  'overdue',
  'role',
  'next',
  'code',
  'error',
  'created',
  'deleted',
  'erased',
  'token',
  'utm_source',
  'utm_campaign',
  'college',
  'id',
];

export const queryString: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAM_NAMES), segment), segment), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

/** A fixed query that sets every known key at once to something hostile. */
export const KITCHEN_SINK = PARAM_NAMES.map((key, i) => `${key}=${NASTY_SEGMENTS[i % NASTY_SEGMENTS.length]}`).join('&');

/** fast-check's samples for this seed, offset per use so routes do not all get the same values. */
export function samples<T>(arbitrary: fc.Arbitrary<T>, count: number, offset: number): T[] {
  return fc.sample(arbitrary, { seed: SEED + offset, numRuns: count });
}

/** A route's URL with its dynamic segment set to `value`. */
export function withSegment(route: RouteEntry, value: string): string {
  return route.path.replace(/\[[^\]]+\]/, value);
}

/** What went wrong with one request, or null when it was answered as it should be. */
export type Problem = string | null;

/** A GET that must be answered with 2xx, 3xx or 4xx and must not reflect markup from the URL. */
export async function probeGet(request: APIRequestContext, url: string): Promise<Problem> {
  const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false, timeout: 20_000 });
  const status = response.status();
  if (status >= 500) return `${status} GET ${url.slice(0, 300)}`;
  const type = response.headers()['content-type'] ?? '';
  if (status < 300 || status >= 400 ? /html|text|json|x-component/.test(type) : false) {
    const reflected = reflectsMarkup(await response.text());
    if (reflected) return `reflected ${reflected} in GET ${url.slice(0, 300)}`;
  }
  return null;
}

/** Runs `probe` over `items` a few at a time (the server has cores to spare while one request waits). */
export async function inBatches<T>(items: T[], probe: (item: T) => Promise<Problem>, size = 4): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < items.length; i += size) {
    const results = await Promise.all(items.slice(i, i + size).map(probe));
    problems.push(...results.filter((p): p is string => p !== null));
  }
  return problems;
}

/** A server action as the build knows it: the ids React's client posts with, and a page that can receive it. */
export interface BuiltAction {
  id: string;
  file: string;
  name: string;
  url: string;
  audience: Audience;
}

interface ManifestEntry {
  filename: string;
  exportedName: string;
  workers: Record<string, unknown>;
}

/** Every server action of the build the suite runs against (.next/server/server-reference-manifest.json). */
export function builtActions(): BuiltAction[] {
  const file = path.resolve(import.meta.dirname, '../../../.next/server/server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const page = Object.keys(entry.workers)
      .map((worker) => PAGES[`${worker}.tsx`])
      .find(Boolean);
    if (!page) throw new Error(`no listed page receives ${entry.filename} ${entry.exportedName}`);
    return {
      id,
      file: entry.filename,
      name: entry.exportedName,
      url: page.sample === undefined ? page.path : withSegment(page, page.sample),
      audience: page.audience,
    };
  });
}

/** JSON values for an action's arguments; strings that start with '$' are escaped as React's client escapes them. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { weight: 5, arbitrary: fc.oneof(fc.constantFrom(...FRAGMENTS), hostileString) },
    { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom('id', 'email', 'name', 'leadIds', 'ids', 'path', 'q'), tie('value'), {
        maxKeys: 3,
      }),
    },
  ),
})).value;

export const actionArguments: fc.Arbitrary<unknown[]> = fc.array(jsonValue, { maxLength: 3 });

/** The body React's client sends for plain arguments: their JSON, '$'-strings escaped as '$$'. */
export function replyBody(args: unknown[]): string {
  return JSON.stringify(args, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('$') ? `$${value}` : value,
  );
}
