import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';

let stack: LocalStack;
let small: LocalStack;
beforeAll(async () => {
  [stack, small] = await Promise.all([startTestStack(), startTestStack({ bodyLimit: 64 * 1024, storageBodyLimit: 256 * 1024 })]);
});
afterAll(() => Promise.all([stack?.stop(), small?.stop()]));

const PGRST413 = {
  code: 'PGRST413',
  details: 'The request body is larger than the limit of 1048576 bytes.',
  hint: null,
  message: 'Payload Too Large',
};

/** A body that sends `chunk` bytes every `everyMs` and never ends by itself; `sent` tells how much went out. */
function endlessBody(chunk: number, everyMs: number) {
  const state = { sent: 0 };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((r) => setTimeout(r, everyMs));
      state.sent += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(120));
    },
  });
  return { body, state };
}

describe('request body limits', () => {
  // That the server stops reading early is shown by the streamed test below, not by a timing.
  it('refuses a 20 MB anonymous insert with 413 in PostgREST shape, and keeps answering others', async () => {
    const [insert, select] = await Promise.all([
      client(stack)
        .from('ping')
        .insert({ id: 2, label: 'x'.repeat(20 * 1024 * 1024) }),
      client(stack).from('ping').select('label').eq('id', 1).single(),
    ]);
    expect(insert.status).toBe(413);
    expect(insert.error).toEqual(PGRST413);
    expect(select.error).toBeNull();
    expect(select.data).toEqual({ label: 'pong' });
  });

  it('stops reading a streamed body once it passes the limit, without waiting for its end', async () => {
    const { body, state } = endlessBody(64 * 1024, 10);
    const insert = fetch(`${stack.url}/rest/v1/ping`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(10_000),
    } as RequestInit);
    // While that body trickles in, the server answers other callers.
    const { data, error } = await client(stack).from('ping').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);

    const res = await insert;
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual(PGRST413);
    // The body never ends; the server answered after about 1 MiB of it, not after reading on.
    expect(state.sent).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the limit before any of the body arrives', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${stack.url}/rest/v1/ping`);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024) },
        },
        (response) => {
          let text = '';
          response.on('data', (c: Buffer) => (text += c.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.setTimeout(5000, () => req.destroy(new Error('no answer before the body was sent')));
      req.write('{"id":');
      // Nothing more is sent: the answer must come from the header alone.
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(PGRST413);
  });

  it('takes the limit from the bodyLimit option, and answers Auth in GoTrue shape', async () => {
    const ok = await client(small).from('ping').select('id');
    expect(ok.error).toBeNull();
    const rest = await client(small)
      .from('ping')
      .insert({ id: 3, label: 'y'.repeat(100 * 1024) });
    expect(rest.status).toBe(413);
    expect(rest.error?.details).toBe('The request body is larger than the limit of 65536 bytes.');

    const res = await fetch(`${small.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: small.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: 'big@example.com', password: 'Secret#123', data: { blob: 'z'.repeat(100 * 1024) } }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'Request body too large: The request body is larger than the limit of 65536 bytes.',
    });
    const big = await client(small).auth.signUp({
      email: 'big2@example.com',
      password: 'Secret#123',
      options: { data: { blob: 'z'.repeat(100 * 1024) } },
    });
    expect(big.error).toMatchObject({ status: 413, code: 'validation_failed' });
  });

  it('gives storage uploads the storage limit, answered as Storage does above it', async () => {
    const storage = client(small, 'service').storage;
    // Above the general limit but within the storage one: accepted.
    const fits = await storage
      .from('private')
      .upload('limits/fits.bin', Buffer.alloc(200 * 1024, 1), { contentType: 'application/octet-stream' });
    expect(fits.error).toBeNull();
    const blob = await storage.from('private').upload('limits/fits-form.bin', new Blob([Buffer.alloc(200 * 1024, 2)]));
    expect(blob.error).toBeNull();

    const over = await storage
      .from('private')
      .upload('limits/over.bin', Buffer.alloc(300 * 1024, 1), { contentType: 'application/octet-stream' });
    expect(over.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    expect((await storage.from('private').list('limits')).data?.map((o) => o.name)).toEqual(['fits-form.bin', 'fits.bin']);

    // JSON routes keep the general limit, refused as Storage's Fastify bodyLimit does.
    const list = await fetch(`${small.url}/storage/v1/object/list/private`, {
      method: 'POST',
      headers: {
        apikey: small.serviceRoleKey,
        authorization: `Bearer ${small.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefix: 'p'.repeat(100 * 1024) }),
    });
    expect(list.status).toBe(413);
    expect(await list.json()).toEqual({ statusCode: '413', error: 'FastifyError', message: 'Request body is too large' });
  });
});
