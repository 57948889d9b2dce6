import { createClient } from '@supabase/supabase-js';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createActionChain, type ActionEnvironment, type ActionUser, type Visitor } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { ROLES, type Capability, type Role } from '@/lib/auth/roles';
import type { Database } from '@/lib/database.types';
import { DATA_ERRORS, DataError } from '@/lib/errors/data-error';

/*
 * The chain outside Next: supabase-js clients whose fetch answers like PostgREST, so the rate-limit call and the
 * profile read are the real requests the chain makes. The fake database counts hits per action and forwarded
 * address, and refuses the hit after `max_hits` with P0429, as public.hit_rate_limit does.
 */

/** Spec §6, word for word (as in roles.test.ts): written out here, never read from the module under test. */
const SPEC: Record<Capability, Role[]> = {
  manageContent: ['super_admin', 'editor'],
  manageLeads: ['super_admin', 'editor', 'counselor'],
  // Issue 11's managers' share of manageLeads: reassigning and deleting leads.
  superviseLeads: ['super_admin', 'editor'],
  moderate: ['super_admin', 'editor', 'community_mod'],
  // Not in the spec's list: issue 37's review moderators.
  moderateReviews: ['super_admin', 'community_mod'],
  manageSystem: ['super_admin'],
};

interface World {
  user: ActionUser | null;
  profiles: Map<string, { is_admin: boolean; role: Role }>;
  hits: Map<string, number>;
  requests: string[];
}

function fakeDatabase(world: World): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    world.requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/rest/v1/rpc/hit_rate_limit') {
      const { action, max_hits } = (await request.json()) as { action: string; max_hits: number };
      const key = `${action}|${request.headers.get('x-forwarded-for') ?? 'unknown'}`;
      const used = world.hits.get(key) ?? 0;
      if (used >= max_hits) {
        return Response.json({ code: 'P0429', message: 'Too many attempts', details: null, hint: null }, { status: 500 });
      }
      world.hits.set(key, used + 1);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/rest/v1/profiles') {
      const id = url.searchParams.get('id')?.replace(/^eq\./, '') ?? '';
      const profile = world.profiles.get(id);
      // profiles.name is NOT NULL: every row has one.
      return Response.json(profile ? [{ name: 'Test user', ...profile }] : []);
    }
    return Response.json({ code: 'PGRST125', message: 'Invalid path' }, { status: 404 });
  };
}

function setup(user: ActionUser | null = null) {
  const world: World = { user, profiles: new Map(), hits: new Map(), requests: [] };
  const report = vi.fn();
  let visitor: Visitor = { ip: '203.0.113.1', userAgent: 'vitest' };
  const environment: ActionEnvironment = {
    visitor: async () => visitor,
    client: async (v) =>
      createClient<Database>('http://db.test', 'anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: fakeDatabase(world), headers: v.ip ? { 'x-forwarded-for': v.ip } : {} },
      }),
    user: async () => world.user,
    report,
  };
  const chain = createActionChain(environment);
  return {
    world,
    report,
    chain,
    environment,
    visitFrom: (ip: string) => {
      visitor = { ip, userAgent: 'vitest' };
    },
  };
}

const signUp = z.object({
  email: z.email('Please enter a valid email address'),
  name: z.string().min(2, 'Name must be at least 2 characters long'),
});
const limit = { max: 3, windowSeconds: 60 };

describe('publicAction', () => {
  it('answers per field, without counting the attempt or running the handler', async () => {
    const { chain, world } = setup();
    const handler = vi.fn(async () => 'done');
    const action = chain.publicAction({ name: 'test.signup', input: signUp, rateLimit: limit }, handler);

    const result = await action({ email: 'nope', name: 'A' });
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: DATA_ERRORS.VALIDATION,
      fieldErrors: { email: ['Please enter a valid email address'], name: ['Name must be at least 2 characters long'] },
    });
    expect(handler).not.toHaveBeenCalled();
    expect(world.requests).toEqual([]);

    const onlyName = await action({ email: 'asha@example.com', name: '' });
    expect(onlyName.ok || onlyName.fieldErrors).toEqual({ name: ['Name must be at least 2 characters long'] });
  });

  it('types the field errors by the schema', async () => {
    const { chain } = setup();
    const action = chain.publicAction({ name: 'test.signup', input: signUp, rateLimit: limit }, async () => 1);
    const result = await action({});
    if (result.ok) throw new Error('expected a refusal');
    expectTypeOf(result.fieldErrors).toEqualTypeOf<Partial<Record<'email' | 'name', string[]>> | undefined>();
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['email', 'name']);
  });

  it('hands the parsed input and the visitor’s client to the handler and returns its data', async () => {
    const { chain } = setup();
    const action = chain.publicAction(
      { name: 'test.signup', input: signUp, rateLimit: limit },
      async (input, { visitor }) => `${input.name} from ${visitor.ip}`,
    );
    expect(await action({ email: 'asha@example.com', name: 'Asha' })).toEqual({ ok: true, data: 'Asha from 203.0.113.1' });
  });

  it('is RATE_LIMITED on attempt max+1 for that visitor; another visitor is unaffected', async () => {
    const { chain, visitFrom } = setup();
    const handler = vi.fn(async () => 'ok');
    const action = chain.publicAction({ name: 'test.signup', input: signUp, rateLimit: limit }, handler);
    const valid = { email: 'asha@example.com', name: 'Asha' };

    for (let i = 0; i < limit.max; i++) expect((await action(valid)).ok).toBe(true);
    expect(await action(valid)).toEqual({ ok: false, code: 'RATE_LIMITED', message: DATA_ERRORS.RATE_LIMITED });
    expect(handler).toHaveBeenCalledTimes(limit.max);

    visitFrom('198.51.100.7');
    expect(await action(valid)).toEqual({ ok: true, data: 'ok' });
  });

  it('does not count refused input against the limit', async () => {
    const { chain, world } = setup();
    const action = chain.publicAction({ name: 'test.signup', input: signUp, rateLimit: limit }, async () => 'ok');
    for (let i = 0; i < 5; i++) await action({ email: 'x' });
    expect(world.hits.size).toBe(0);
  });
});

describe('failures', () => {
  it('turns an unexpected throw into UNKNOWN with a safe message, and logs the cause', async () => {
    const { chain, report } = setup();
    const cause = new Error('duplicate key value violates unique constraint "secret_idx"');
    const action = chain.publicAction({ name: 'test.boom', input: z.object({}), rateLimit: limit }, async () => {
      throw cause;
    });
    expect(await action({})).toEqual({ ok: false, code: 'UNKNOWN', message: DATA_ERRORS.UNKNOWN });
    expect(report).toHaveBeenCalledWith('test.boom', cause);
  });

  it('words an unexpected failure with the action’s own failure message', async () => {
    const { chain } = setup();
    const action = chain.publicAction(
      { name: 'test.boom', input: z.object({}), rateLimit: limit, failureMessage: 'Failed to subscribe. Please try again.' },
      async () => {
        throw new TypeError('x is undefined');
      },
    );
    expect(await action({})).toEqual({ ok: false, code: 'UNKNOWN', message: 'Failed to subscribe. Please try again.' });
  });

  it('passes a DataError’s code and message through; expected refusals are not logged', async () => {
    const { chain, report } = setup();
    const action = chain.publicAction({ name: 'test.dupe', input: z.object({}), rateLimit: limit }, async () => {
      throw new DataError('CONFLICT', 'You are already subscribed to our newsletter!');
    });
    expect(await action({})).toEqual({ ok: false, code: 'CONFLICT', message: 'You are already subscribed to our newsletter!' });
    expect(report).not.toHaveBeenCalled();
  });

  it('says NOT_CONFIGURED when there is no database to talk to', async () => {
    const { chain, environment } = setup();
    environment.client = async () => {
      throw new DataError('NOT_CONFIGURED');
    };
    const action = chain.publicAction({ name: 'test.any', input: z.object({}), rateLimit: limit }, async () => 1);
    expect(await action({})).toEqual({ ok: false, code: 'NOT_CONFIGURED', message: 'Database connection not available' });
  });

  it('lets the host’s control-flow throws through (a redirect is not a failure)', async () => {
    const { chain, environment } = setup();
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/x;307;' });
    environment.rethrow = (cause) => {
      if (cause === redirect) throw cause;
    };
    const action = chain.publicAction({ name: 'test.go', input: z.object({}), rateLimit: limit }, async () => {
      throw redirect;
    });
    await expect(action({})).rejects.toBe(redirect);
  });
});

describe('memberAction', () => {
  it("refuses a signed-out caller with 'User not authenticated', before the handler runs", async () => {
    const { chain } = setup(null);
    const handler = vi.fn(async () => 'saved');
    const action = chain.memberAction({ name: 'test.save', input: z.object({}) }, handler);
    expect(await action({})).toEqual({ ok: false, code: 'NOT_AUTHENTICATED', message: 'User not authenticated' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses before it validates: a signed-out caller learns nothing about the input', async () => {
    const { chain } = setup(null);
    const action = chain.memberAction({ name: 'test.save', input: signUp }, async () => 'saved');
    expect(await action({ email: 'nope' })).toMatchObject({ ok: false, code: 'NOT_AUTHENTICATED' });
  });

  it('gives the handler the signed-in user', async () => {
    const { chain } = setup({ id: 'u1', email: 'asha@example.com' });
    const action = chain.memberAction({ name: 'test.save', input: z.object({}) }, async (_input, { user }) => user.id);
    expect(await action({})).toEqual({ ok: true, data: 'u1' });
  });
});

describe('capabilityAction: spec §6, each role against each capability', () => {
  for (const [capability, allowed] of Object.entries(SPEC) as [Capability, Role[]][]) {
    for (const role of ROLES) {
      const expected = allowed.includes(role);
      it(`${capability}: ${role} is ${expected ? 'allowed' : 'refused'}`, async () => {
        const { chain, world } = setup({ id: `user-${role}`, email: null });
        world.profiles.set(`user-${role}`, { is_admin: role !== 'member', role });
        const handler = vi.fn(async (_input: unknown, context: { role: Role }) => context.role);
        const action = chain.capabilityAction(capability)({ name: `test.${capability}`, input: z.object({}) }, handler);
        const result = await action({});
        if (expected) {
          expect(result).toEqual({ ok: true, data: role });
        } else {
          expect(result).toEqual({ ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
          expect(handler).not.toHaveBeenCalled();
        }
      });
    }
  }

  it('refuses a role without the admin flag, a missing profile, and a signed-out caller', async () => {
    const { chain, world } = setup({ id: 'u1', email: null });
    const action = chain.capabilityAction('manageSystem')({ name: 'test.system', input: z.object({}) }, async () => 'ran');
    world.profiles.set('u1', { is_admin: false, role: 'super_admin' });
    expect(await action({})).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    world.profiles.clear();
    expect(await action({})).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    world.user = null;
    expect(await action({})).toMatchObject({ ok: false, code: 'NOT_AUTHENTICATED' });
  });

  it('says the §8 connection message, not FORBIDDEN, when the profile cannot be read, and runs nothing', async () => {
    const { chain, environment } = setup({ id: 'u1', email: null });
    environment.client = async () =>
      createClient<Database>('http://db.test', 'anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: async () => Promise.reject(new TypeError('fetch failed')) },
      });
    const handler = vi.fn(async () => 'ran');
    const action = chain.capabilityAction('manageLeads')({ name: 'test.leads', input: z.object({}) }, handler);
    expect(await action({})).toEqual({
      ok: false,
      code: 'CONNECTION_ERROR',
      message: 'Unable to connect to the server. Please check your internet connection and try again.',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a role without the capability before looking at the input', async () => {
    const { chain, world } = setup({ id: 'u2', email: null });
    world.profiles.set('u2', { is_admin: true, role: 'counselor' });
    const action = chain.capabilityAction('manageContent')({ name: 'test.content', input: signUp }, async () => 'ran');
    expect(await action({ email: 'nope' })).toEqual({ ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
  });
});
