import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());
beforeEach(() => {
  stack.mailbox.clear();
  stack.mailbox.send({
    to: 'ana@example.com',
    subject: 'Your code',
    type: 'magiclink',
    text: 'enter the code: 123456',
    links: [],
  });
});

const APP = 'http://localhost:3000';
const EVIL = 'https://evil.example';

function corsHeaders(res: Response) {
  return [...res.headers.keys()].filter((k) => k.startsWith('access-control-'));
}

/** A raw request with any Host header (fetch will not let a caller set one). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('CORS for the Supabase APIs', () => {
  it('answers preflights and requests from any origin with * and without credentials', async () => {
    for (const path of ['/rest/v1/ping', '/auth/v1/token?grant_type=password', '/storage/v1/object/list/media']) {
      const pre = await fetch(`${stack.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: APP,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey,authorization,content-type',
        },
      });
      expect(pre.status, path).toBe(204);
      expect(pre.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(pre.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(pre.headers.get('access-control-allow-headers')).toContain('apikey');
    }
    const res = await fetch(`${stack.url}/rest/v1/ping?select=id`, { headers: { origin: EVIL, apikey: stack.anonKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
  });
});

describe('the mailbox answers its own origin only', () => {
  it('sends no CORS headers, even to a page at another origin, and forbids embedding elsewhere', async () => {
    for (const origin of [EVIL, APP]) {
      const res = await fetch(`${stack.mailboxUrl}/api/messages`, { headers: { origin } });
      expect(corsHeaders(res), origin).toEqual([]);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const page = await fetch(stack.mailboxUrl, { headers: { origin: EVIL } });
    expect(corsHeaders(page)).toEqual([]);
  });

  it('refuses cross-origin preflights and DELETE with 403, and leaves the messages alone', async () => {
    const pre = await fetch(`${stack.mailboxUrl}/api/messages`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'DELETE' },
    });
    expect(pre.status).toBe(403);
    expect(corsHeaders(pre)).toEqual([]);

    const del = await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE', headers: { origin: APP } });
    expect(del.status).toBe(403);
    expect(await del.json()).toEqual({ message: 'Cross-origin requests to the mailbox are not allowed' });
    expect(stack.mailbox.list()).toHaveLength(1);
  });

  it('serves its own pages and tools: same origin, or no Origin at all', async () => {
    const own = await fetch(`${stack.mailboxUrl}/api/messages`, {
      method: 'DELETE',
      headers: { origin: new URL(stack.url).origin },
    });
    expect(own.status).toBe(204);
    stack.mailbox.send({ to: 'ben@example.com', subject: 'Hi', type: 'signup', text: 'x', links: [] });
    const tool = await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE' });
    expect(tool.status).toBe(204);
    expect(stack.mailbox.list()).toEqual([]);
  });

  it('refuses a foreign Host (a DNS-rebinding page) outright', async () => {
    const path = '/mailbox/api/messages';
    const rebound = await rawGet(path, { host: `evil.example:${new URL(stack.url).port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('123456');
    const local = await rawGet(path, { host: `localhost:${new URL(stack.url).port}` });
    expect(local.status).toBe(200);
    expect(local.body).toContain('123456');
  });
});
