import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { PAGES, ROUTE_HANDLERS, SERVER_ACTIONS, type Audience, type RouteEntry } from '../support/hostile-inventory';
import { MARKUP, reflectsMarkup } from '../support/hostile-values';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import {
  actionArguments,
  builtActions,
  inBatches,
  KITCHEN_SINK,
  NASTY_SEGMENTS,
  probeGet,
  queryString,
  replyBody,
  samples,
  SEED,
  segment,
  withSegment,
  type Problem,
} from './support/hostile-probes';
import { createTestUser, signInAs, type TestUser } from './support/session';

// Issue 13, hostile input: every page, route handler, dynamic segment and server action of the built site,
// sent hostile path segments, query strings and action arguments, answers 2xx, 3xx or 4xx — never 5xx — and
// never reflects markup from the request unescaped. Seeded: a failure names HOSTILE_SEED to replay it.

test.describe.configure({ mode: 'serial' });

const contexts = new Map<Audience, APIRequestContext>();
/**
 * Staff actions are probed as an editor: a super admin's empty settings form is a valid "switch everything off",
 * which would change the site under every later test. Super-admin actions are probed in depth, on their own
 * stack, by tests/integration/hostile-staff-actions.test.ts; here they must still answer an editor without a 5xx.
 */
let editorRequest: APIRequestContext;
let member: TestUser;

/** A request context for the audience: a visitor, a signed-in member, a super admin. Each from its own address. */
async function signedInRequest(browser: Browser, user: TestUser | null, n: number): Promise<APIRequestContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.213.${n}` } });
  if (user) await signInAs(context, user);
  return context.request;
}

test.beforeAll(async ({ browser }) => {
  member = await createTestUser();
  contexts.set('public', await signedInRequest(browser, null, 1));
  contexts.set('member', await signedInRequest(browser, member, 2));
  contexts.set('staff', await signedInRequest(browser, await createTestUser({ role: 'super_admin', isAdmin: true }), 3));
  editorRequest = await signedInRequest(browser, await createTestUser({ role: 'editor', isAdmin: true }), 4);
});

const routes: [string, RouteEntry][] = Object.entries({ ...PAGES, ...ROUTE_HANDLERS });
const failure = (problems: string[]) => `${problems.join('\n')}\n(replay with HOSTILE_SEED=${SEED})`;

test('dynamic segments: malformed percent-encoding, NUL, traversal, markup and overlong values', async () => {
  test.setTimeout(60_000);
  const probes: [APIRequestContext, string][] = [];
  routes
    .filter(([, route]) => route.path.includes('['))
    .forEach(([, route], i) => {
      for (const value of [...NASTY_SEGMENTS, ...samples(segment, 3, i)]) {
        probes.push([contexts.get(route.audience)!, withSegment(route, value)]);
      }
    });
  const problems = await inBatches(probes, ([request, url]) => probeGet(request, url));
  expect(problems, failure(problems)).toEqual([]);
});

test("every page's and route's query string: hostile keys and values", async () => {
  test.setTimeout(60_000);
  const probes: [APIRequestContext, string][] = [];
  routes.forEach(([, route], i) => {
    const url = route.sample === undefined ? route.path : withSegment(route, route.sample);
    for (const query of [KITCHEN_SINK, ...samples(queryString, 1, 100 + i)]) {
      probes.push([contexts.get(route.audience)!, `${url}?${query}`]);
    }
  });
  const problems = await inBatches(probes, ([request, url]) => probeGet(request, url));
  expect(problems, failure(problems)).toEqual([]);
});

test('every server action, called with hostile arguments in place of its form or input', async () => {
  test.setTimeout(60_000);
  const actions = builtActions();
  // The build's actions are the inventory's: none escapes the probes below.
  const listed = Object.entries(SERVER_ACTIONS).flatMap(([file, exports]) =>
    Object.keys(exports).map((name) => `${file} ${name}`),
  );
  expect(actions.map((a) => `${a.file} ${a.name}`).sort()).toEqual(listed.sort());

  const probes = actions.flatMap((action, i) =>
    [[null, 'x'], [{}, {}], [], ...samples(actionArguments, 2, 200 + i)].map((args) => ({ action, args })),
  );
  const problems = await inBatches(probes, async ({ action, args }): Promise<Problem> => {
    const body = replyBody(args);
    const request = action.audience === 'staff' ? editorRequest : contexts.get(action.audience)!;
    const response = await request.post(action.url, {
      headers: {
        'next-action': action.id,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        origin: E2E_BASE_URL,
      },
      data: body,
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    if (response.status() >= 500) return `${response.status()} ${action.file} ${action.name}(${body.slice(0, 200)})`;
    return null;
  });
  expect(problems, failure(problems)).toEqual([]);
});

test('markup stored in a profile and a lead is shown as text on the pages that read it', async () => {
  const service = createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false } });
  const text = MARKUP.join(' ');
  const updated = await service
    .from('profiles')
    .update({ name: `Mira ${MARKUP[0]}`, bio: text })
    .eq('id', member.id);
  expect(updated.error).toBeNull();
  const lead = await service
    .from('leads')
    .insert({ name: `Lead ${MARKUP[2]}`, email: `e2e-hostile-${Date.now()}@example.com`, message: text })
    .select('id')
    .single();
  expect(lead.error).toBeNull();

  for (const [audience, url] of [
    ['member', '/profile'],
    ['staff', `/admin/leads/${lead.data!.id}`],
  ] as const) {
    const response = await contexts.get(audience)!.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(reflectsMarkup(html), url).toBeNull();
    // The text is on the page, escaped: the check above saw the markup and found it harmless.
    expect(html, url).toMatch(/&lt;script&gt;alert\(1\)|\\u003cscript\\u003ealert\(1\)/);
  }
});
