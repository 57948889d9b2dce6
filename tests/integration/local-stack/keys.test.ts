import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_KEYS, readProjectKeys, type LocalStack } from '@/supabase/local';
import { wipeData } from '@/supabase/local/reset';
import { client, startTestStack } from './helpers';

const started: LocalStack[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestStack>[0] = {}) {
  const stack = await startTestStack(options);
  started.push(stack);
  return stack;
}

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-keys-'));
  dirs.push(dir);
  return dir;
}

/** A service-role token as an attacker would forge it with the Supabase CLI's published secret. */
function forgedServiceToken() {
  return new SignJWT({ role: 'service_role', iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(DEMO_KEYS.jwtSecret));
}

describe('keys made for each stack', () => {
  it('gives two stacks different random secrets and keys, none of them the demo ones', async () => {
    const [a, b] = [await start(), await start()];
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(a.anonKey).not.toBe(b.anonKey);
    for (const s of [a, b]) {
      expect(s.jwtSecret).not.toBe(DEMO_KEYS.jwtSecret);
      expect(s.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect([s.anonKey, s.serviceRoleKey, s.publishableKey, s.secretKey]).not.toContain(DEMO_KEYS.anonKey);
      expect(s.publishableKey).toMatch(/^sb_publishable_/);
      expect(s.secretKey).toMatch(/^sb_secret_/);
    }
    // Each stack accepts its own keys and refuses the other's.
    expect((await fetch(`${a.url}/rest/v1/`, { headers: { apikey: a.anonKey } })).status).toBe(200);
    const foreign = await fetch(`${a.url}/rest/v1/`, { headers: { apikey: b.anonKey } });
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('refuses the demo keys and a service-role token forged with the public demo secret', async () => {
    const stack = await start();
    for (const key of [DEMO_KEYS.anonKey, DEMO_KEYS.serviceRoleKey, DEMO_KEYS.publishableKey, DEMO_KEYS.secretKey]) {
      expect((await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: key } })).status).toBe(401);
    }
    const forged = await forgedServiceToken();
    const asApiKey = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: forged, authorization: `Bearer ${forged}` },
    });
    expect(asApiKey.status).toBe(401);
    const asBearer = await fetch(`${stack.url}/rest/v1/tickets?select=id`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(asBearer.status).toBe(401);
  });

  it('keeps the keys of a data directory across restarts, with the secret file readable only by its owner', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    const keys = { secret: first.jwtSecret, anon: first.anonKey, service: first.serviceRoleKey };
    await first.stop();
    const second = await start({ dataDir });
    expect({ secret: second.jwtSecret, anon: second.anonKey, service: second.serviceRoleKey }).toEqual(keys);
    expect(readProjectKeys(dataDir)).toMatchObject({ jwtSecret: keys.secret, anonKey: keys.anon });
    expect(statSync(path.join(dataDir, 'keys.json')).mode & 0o077).toBe(0);
    const { error } = await client(second, 'service').from('tickets').select('id').limit(1);
    expect(error).toBeNull();
  });

  it('uses the Supabase demo keys only when asked to', async () => {
    const stack = await start({ demoKeys: true });
    expect(stack.anonKey).toBe(DEMO_KEYS.anonKey);
    expect(stack.jwtSecret).toBe(DEMO_KEYS.jwtSecret);
    expect((await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: DEMO_KEYS.publishableKey } })).status).toBe(200);
  });

  it('shares the keys kept in a keys directory between in-memory stacks (the browser suite build and server)', async () => {
    const keysDir = tempDir();
    const a = await start({ keysDir });
    const b = await start({ keysDir });
    expect(b.anonKey).toBe(a.anonKey);
    expect(readProjectKeys(keysDir)?.serviceRoleKey).toBe(a.serviceRoleKey);
  });
});

describe('db:reset', () => {
  it('wipes the data but keeps the keys, so builds made with them stay valid', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    await client(first, 'service').from('tickets').insert({ seen: 7 });
    const anonKey = first.anonKey;
    await expect(wipeData(dataDir)).rejects.toThrow(/in use by process/);
    await first.stop();
    await wipeData(dataDir);
    const second = await start({ dataDir });
    expect(second.anonKey).toBe(anonKey);
    const { count } = await client(second, 'service').from('tickets').select('*', { count: 'exact', head: true });
    expect(count).toBe(0);
  });
});
