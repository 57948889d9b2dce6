import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, signedInClient, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe('concurrency', () => {
  it('keeps 50 parallel read-then-write transactions isolated: each takes its own ticket', async () => {
    const anon = client(stack);
    const results = await Promise.all(Array.from({ length: 50 }, () => anon.rpc('take_ticket')));
    expect(results.every((r) => r.error === null)).toBe(true);
    const seen = results.map((r) => r.data as number).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const { data } = await anon.from('counters').select('n').eq('id', 1).single();
    expect(data).toEqual({ n: 50 });
    const { count } = await anon.from('tickets').select('*', { count: 'exact', head: true });
    expect(count).toBe(50);
  });

  it('runs requests side by side: four 1-second queries finish together, not one after another', async () => {
    const anon = client(stack);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 4 }, () => anon.rpc('slow', { seconds: 1 })));
    const elapsed = Date.now() - started;
    expect(results.map((r) => r.data)).toEqual(['done', 'done', 'done', 'done']);
    expect(elapsed).toBeLessThan(3000);
  });

  it('keeps answering database requests while a slow query runs', async () => {
    const anon = client(stack);
    const slow = anon.rpc('slow', { seconds: 1.5 });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const [jwks, counter] = await Promise.all([
      fetch(`${stack.url}/auth/v1/.well-known/jwks.json`),
      anon.from('counters').select('id').eq('id', 1).single(),
    ]);
    const elapsed = Date.now() - started;
    expect(jwks.status).toBe(200);
    expect(counter.data).toEqual({ id: 1 });
    expect(elapsed).toBeLessThan(1000);
    const { data, error } = await slow;
    expect(error).toBeNull();
    expect(data).toBe('done');
  });
});

describe('statement timeouts (Supabase gives anon 3 s and authenticated 8 s)', () => {
  it('cancels a runaway anonymous query after 3 s with 57014, while other requests complete', async () => {
    const anon = client(stack);
    const started = Date.now();
    const runaway = anon.rpc('slow', { seconds: 30 });
    await new Promise((r) => setTimeout(r, 200));
    const other = await anon.from('counters').select('id').eq('id', 1).single();
    expect(other.data).toEqual({ id: 1 });
    expect(Date.now() - started).toBeLessThan(2000);
    const { data, error, status } = await runaway;
    const elapsed = Date.now() - started;
    expect(data).toBeNull();
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(6000);
  });

  it('cancels a runaway query of a signed-in user after 8 s, and the user goes on being served', async () => {
    const { client: member } = await signedInClient(stack);
    const started = Date.now();
    const runaway = member.rpc('slow', { seconds: 60 });
    await new Promise((r) => setTimeout(r, 200));
    const meanwhile = await member.rpc('slow', { seconds: 0.1 });
    expect(meanwhile.data).toBe('done');
    const { error } = await runaway;
    const elapsed = Date.now() - started;
    expect(error?.code).toBe('57014');
    expect(elapsed).toBeGreaterThanOrEqual(7900);
    expect(elapsed).toBeLessThan(12_000);
    const after = await member.rpc('slow', { seconds: 0 });
    expect(after.data).toBe('done');
  });

  it('lets a 5-second query of a signed-in user finish (the anon limit does not apply to it)', async () => {
    const { client: member } = await signedInClient(stack);
    const { data, error } = await member.rpc('slow', { seconds: 4 });
    expect(error).toBeNull();
    expect(data).toBe('done');
  });
});

describe('outages', () => {
  it('refuses connections while suspended and serves the same data after resume', async () => {
    const anon = client(stack);
    await stack.suspend();
    const down = await anon.from('counters').select('n').eq('id', 1);
    expect(down.data).toBeNull();
    expect(down.error?.message).toMatch(/fetch failed/i);
    await stack.resume();
    const up = await anon.from('counters').select('id').eq('id', 1).single();
    expect(up.error).toBeNull();
    expect(up.data).toEqual({ id: 1 });
  });
});
