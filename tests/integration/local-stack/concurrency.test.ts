import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe('concurrency', () => {
  it('serialises 50 parallel read-then-write transactions so none interleave', async () => {
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

  it('keeps answering other requests while a slow query runs', async () => {
    const anon = client(stack);
    const slow = anon.rpc('slow', { seconds: 1.5 });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const jwks = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    const mailbox = await fetch(`${stack.url}/mailbox/api/messages`);
    const elapsed = Date.now() - started;
    expect(jwks.status).toBe(200);
    expect(mailbox.status).toBe(200);
    expect(elapsed).toBeLessThan(500);
    const { data, error } = await slow;
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
