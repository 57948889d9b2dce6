import { createClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { expect } from 'vitest';
import { createActionChain, userFromClaims, type ActionChain } from '@/lib/actions/chain';
import type { ActionResult } from '@/lib/actions/result';
import type { Database } from '@/lib/database.types';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { hostileSeed } from '../../support/hostile-values';
import { address, fromEveryAddress, signFormsWithKeyOf, type Client } from './enquiries';

/*
 * The seeded local stack and the app's action chain, with the caller switched per call, for the hostile-input
 * property tests. Each request comes from a new visitor address, so the per-address rate limits (a valid answer,
 * but one that stops the input before the handler) do not hide the handlers from the generated input.
 */

/** supabase/seed.sql's demo accounts (password Demo@12345). */
export const DEMO = {
  super_admin: { email: 'superadmin@demo.local', id: 'd0000000-0000-4000-8000-000000000001' },
  editor: { email: 'editor@demo.local', id: 'd0000000-0000-4000-8000-000000000002' },
  counselor: { email: 'counselor@demo.local', id: 'd0000000-0000-4000-8000-000000000003' },
  member: { email: 'member@demo.local', id: 'd0000000-0000-4000-8000-000000000005' },
} as const;

export type Caller = keyof typeof DEMO | 'anon';

export interface HostileWorld {
  stack: LocalStack;
  chain: ActionChain;
  /** Who calls the next action. */
  as(caller: Caller): void;
  /** The supabase-js client signed in as `caller`, to check what an action did as that person sees it. */
  clientOf(caller: Caller): Client;
  /** Failures the chain reported as unexpected since the last call to take(). */
  takeReports(): { action: string; cause: unknown }[];
  /** A first row's id of a seeded table (as the database owner). */
  anyId(table: string): Promise<string>;
}

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export async function startHostileWorld(): Promise<HostileWorld> {
  const stack = await startLocalStack({ port: 0, dataDir: 'memory', trustedProxies: ['127.0.0.1'] });
  await signFormsWithKeyOf(stack);
  const clients = new Map<Caller, Client>();
  for (const [role, { email }] of Object.entries(DEMO) as [keyof typeof DEMO, { email: string }][]) {
    const client = createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { fetch: fromEveryAddress } });
    const { error } = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
    if (error) throw error;
    clients.set(role, client);
  }
  clients.set('anon', createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { fetch: fromEveryAddress } }));

  let caller: Caller = 'anon';
  let reports: { action: string; cause: unknown }[] = [];
  const chain = createActionChain({
    visitor: async () => ({ ip: address(), userAgent: 'Mozilla/5.0 (hostile input)' }),
    client: async () => clients.get(caller)!,
    user: userFromClaims,
    report: (action, cause) => reports.push({ action, cause }),
  });
  return {
    stack,
    chain,
    as: (next) => {
      caller = next;
    },
    clientOf: (who) => clients.get(who)!,
    takeReports: () => {
      const taken = reports;
      reports = [];
      return taken;
    },
    anyId: async (table) => {
      const { rows } = await stack.db.query<{ id: string }>(`select id::text from public.${table} order by created_at limit 1`);
      if (!rows[0]) throw new Error(`no seeded row in ${table}`);
      return rows[0].id;
    },
  };
}

/** Codes that mean the input was refused or the caller may not: answers a form shows. Never UNKNOWN and the like. */
const ANSWERS = ['VALIDATION', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'NOT_AUTHENTICATED', 'RATE_LIMITED'];

/**
 * The property every action must have for any input: it resolves (a throw would be Next's 500) to a success or
 * to a refusal a person can read, and nothing unexpected was reported on the way.
 */
export function expectAnswered(world: HostileWorld, name: string, input: unknown, result: ActionResult<unknown, unknown>) {
  const reports = world.takeReports();
  const shown = () =>
    `${name} with ${describeInput(input)} → ${JSON.stringify(result)}; reported: ${reports.map((r) => String(r.cause)).join('; ')}`;
  expect(typeof result === 'object' && result !== null && typeof result.ok === 'boolean', shown()).toBe(true);
  if (!result.ok) {
    expect(ANSWERS, shown()).toContain(result.code);
    expect(result.message, shown()).toMatch(/\S/);
  }
  expect(reports, shown()).toEqual([]);
}

function describeInput(input: unknown): string {
  const text = fc.stringify(input);
  return text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text;
}

/** fast-check's settings for these tests: a fixed, printed seed and few runs (each run is a database round trip). */
export function runs(numRuns: number): fc.Parameters<unknown> {
  return { seed: hostileSeed(), numRuns, endOnFailure: true };
}

/** How the runs were answered: successes and each refusal's code, so a test can show its input reached the handler. */
export type Tally = Record<string, number>;

/**
 * Runs `action` as each caller on inputs from `inputs`, checking every answer (and `after`, given a success).
 */
export async function checkAction<T>(
  world: HostileWorld,
  name: string,
  callers: Caller[],
  action: (input: unknown) => Promise<ActionResult<T, unknown>>,
  inputs: fc.Arbitrary<unknown>,
  numRuns: number,
  after?: (input: unknown, data: T) => Promise<void>,
): Promise<Tally> {
  const tally: Tally = {};
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...callers), inputs, async (caller, input) => {
      world.as(caller);
      const result = await action(input);
      expectAnswered(world, `${name} as ${caller}`, input, result);
      const outcome = result.ok ? 'ok' : result.code;
      tally[outcome] = (tally[outcome] ?? 0) + 1;
      if (result.ok && after) await after(input, result.data);
    }),
    runs(numRuns) as fc.Parameters<[Caller, unknown]>,
  );
  return tally;
}
