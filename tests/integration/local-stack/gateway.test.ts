import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe('gateway and keys', () => {
  it('records applied migrations and serves them through supabase-js', async () => {
    expect(stack.migrations.applied).toContain('000_base.sql');
    const { rows } = await stack.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    expect(rows.map((r) => r.version)).toContain('000');
    const { data, error } = await client(stack).from('ping').select('label').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ label: 'pong' });
  });

  it('refuses a request without an API key with the gateway JSON', async () => {
    const res = await fetch(`${stack.url}/rest/v1/ping`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('refuses a bad API key through supabase-js', async () => {
    const bad = createClient(stack.url, 'not-a-key', { auth: { persistSession: false } });
    const { error, status } = await bad.from('ping').select();
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });

  it('accepts the opaque publishable and secret keys', async () => {
    for (const key of [stack.publishableKey, stack.secretKey]) {
      const c = createClient(stack.url, key, { auth: { persistSession: false } });
      const { data, error } = await c.from('ping').select('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 1 }]);
    }
  });

  it('answers CORS preflight for browser clients', async () => {
    const res = await fetch(`${stack.url}/rest/v1/ping`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'apikey,authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('serves the signing keys as a JWKS', async () => {
    const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { keys: { kid: string; alg: string; kty: string; d?: string }[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ alg: 'ES256', kty: 'EC' });
    expect(body.keys[0].d).toBeUndefined();
  });
});
