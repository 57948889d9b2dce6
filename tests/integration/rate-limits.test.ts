import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// public.hit_rate_limit through supabase-js, as the server actions call it: the visitor is the signed-in user,
// else the forwarded client address (the stack believes X-Forwarded-For from 127.0.0.1, as a gateway believes
// the app's servers), and the hits live in a closed table of schema private.

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let stack: LocalStack;
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;

function visitorFrom(ip: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, { ...opts, global: { headers: { 'x-forwarded-for': ip } } });
}

async function member(ip: string): Promise<SupabaseClient> {
  const email = `${uniq('member')}@limits.test`;
  const service = createClient(stack.url, stack.serviceRoleKey, opts);
  const created = await service.auth.admin.createUser({ email, password: 'Demo@12345', email_confirm: true });
  if (created.error) throw created.error;
  const client = visitorFrom(ip);
  const { error } = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
  if (error) throw error;
  return client;
}

/** The error code of each of `times` hits, null for an allowed one. */
async function hits(client: SupabaseClient, action: string, max: number, times: number) {
  const codes: (string | null)[] = [];
  for (let i = 0; i < times; i++) {
    const { error } = await client.rpc('hit_rate_limit', { action, max_hits: max, window_seconds: 600 });
    codes.push(error?.code ?? null);
  }
  return codes;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, trustedProxies: ['127.0.0.1'] });
}, 120_000);
afterAll(() => stack?.stop());

describe('hit_rate_limit', () => {
  it('allows N attempts in the window and refuses attempt N+1 with P0429', async () => {
    const action = uniq('limit');
    expect(await hits(visitorFrom('203.0.113.10'), action, 3, 5)).toEqual([null, null, null, 'P0429', 'P0429']);
  });

  it('leaves another visitor, and the same visitor’s other actions, unaffected', async () => {
    const action = uniq('limit');
    const first = visitorFrom('203.0.113.20');
    expect(await hits(first, action, 2, 3)).toEqual([null, null, 'P0429']);
    expect(await hits(visitorFrom('203.0.113.21'), action, 2, 2)).toEqual([null, null]);
    expect(await hits(first, uniq('other'), 2, 1)).toEqual([null]);
  });

  it('counts a signed-in member as themselves, not as their address', async () => {
    const action = uniq('limit');
    const ip = '203.0.113.30';
    expect(await hits(visitorFrom(ip), action, 1, 2)).toEqual([null, 'P0429']);
    const signedIn = await member(ip);
    expect(await hits(signedIn, action, 1, 2)).toEqual([null, 'P0429']);
    expect(await hits(await member(ip), action, 1, 1)).toEqual([null]);
  });

  it('forgets attempts older than the window', async () => {
    const action = uniq('limit');
    const client = visitorFrom('203.0.113.40');
    expect(await hits(client, action, 2, 3)).toEqual([null, null, 'P0429']);
    await stack.db.query(`update private.rate_limit_hits set hit_at = hit_at - interval '11 minutes' where action = $1`, [
      action,
    ]);
    expect(await hits(client, action, 2, 3)).toEqual([null, null, 'P0429']);
  });

  it('prunes attempts older than a day on the next hit', async () => {
    await stack.db.query(
      `insert into private.rate_limit_hits (action, visitor_hash, hit_at) values ('old.action', 'x', now() - interval '25 hours')`,
    );
    await hits(visitorFrom('203.0.113.50'), uniq('limit'), 5, 1);
    const { rows } = await stack.db.query(`select 1 from private.rate_limit_hits where action = 'old.action'`);
    expect(rows).toEqual([]);
  });

  it('refuses a malformed action name or limit (22023) without recording anything', async () => {
    const client = visitorFrom('203.0.113.60');
    const bad: Database['public']['Functions']['hit_rate_limit']['Args'][] = [
      { action: 'Not An Action!', max_hits: 5, window_seconds: 60 },
      { action: 'x'.repeat(65), max_hits: 5, window_seconds: 60 },
      { action: 'ok.action', max_hits: 0, window_seconds: 60 },
      { action: 'ok.action', max_hits: 5, window_seconds: 0 },
      { action: 'ok.action', max_hits: 5, window_seconds: 86_401 },
    ];
    for (const args of bad) expect((await client.rpc('hit_rate_limit', args)).error?.code, JSON.stringify(args)).toBe('22023');
    const { rows } = await stack.db.query(`select 1 from private.rate_limit_hits where action = 'ok.action'`);
    expect(rows).toEqual([]);
  });

  it('stores only a salted hash of the visitor, never the address', async () => {
    const action = uniq('limit');
    await hits(visitorFrom('203.0.113.70'), action, 5, 1);
    const { rows } = await stack.db.query<{ visitor_hash: string }>(
      'select visitor_hash from private.rate_limit_hits where action = $1',
      [action],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].visitor_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the hits table is closed', () => {
  it('is not readable or writable over REST, by a visitor or a member', async () => {
    for (const client of [visitorFrom('203.0.113.80'), await member('203.0.113.81')]) {
      const exposed = await client.schema('private').from('rate_limit_hits').select('*');
      expect(exposed.data).toBeNull();
      expect(exposed.error?.code).toBe('PGRST106');
      const inPublic = await client.from('rate_limit_hits').select('*');
      expect(inPublic.data).toBeNull();
      expect(inPublic.error?.code).toBe('PGRST205');
      const written = await client.schema('private').from('rate_limit_hits').insert({});
      expect(written.error?.code).toBe('PGRST106');
    }
  });

  it('is closed to the API roles in SQL too: no privileges, row-level security on', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        stack.db.asRequest({ role, claims: { role } }, (tx) => tx.query('select * from private.rate_limit_hits')),
      ).rejects.toMatchObject({ code: '42501' });
    }
    const { rows } = await stack.db.query<{ relrowsecurity: boolean }>(
      `select relrowsecurity from pg_class where oid = 'private.rate_limit_hits'::regclass`,
    );
    expect(rows).toEqual([{ relrowsecurity: true }]);
  });
});
