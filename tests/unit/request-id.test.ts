import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readBodyText } from '@/lib/net/body';
import { requestId } from '@/lib/net/request-id';
import { isTrustedPeer, parseTrustedProxies } from '@/lib/net/trusted-proxies';
import { decideRequestId, installVisitorAddressHeader, REQUEST_ID_HEADER } from '@/lib/net/visitor-header';

// Request ids in logs: a trusted proxy's X-Request-Id is kept, so one id follows a request through its logs and
// ours; anything else, a client's own header included, gets a new UUID. And the routes' capped body reader.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('isTrustedPeer', () => {
  it('trusts no peer without TRUSTED_PROXIES, every peer with a hop count, and listed ones with a list', () => {
    expect(isTrustedPeer('10.0.0.1', parseTrustedProxies(undefined))).toBe(false);
    expect(isTrustedPeer('198.51.100.7', parseTrustedProxies('1'))).toBe(true);
    const list = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32');
    expect(isTrustedPeer('::ffff:10.1.2.3', list)).toBe(true);
    expect(isTrustedPeer('2001:db8::5', list)).toBe(true);
    expect(isTrustedPeer('198.51.100.7', list)).toBe(false);
    expect(isTrustedPeer(undefined, list)).toBe(false);
  });
});

describe('decideRequestId', () => {
  it('keeps a well-formed id from a trusted peer, and makes a UUID otherwise', () => {
    expect(decideRequestId('  7f9c2ba4-e88f-4a1b-9d3e-2b1c4d5e6f70 ', true)).toBe('7f9c2ba4-e88f-4a1b-9d3e-2b1c4d5e6f70');
    expect(decideRequestId('Root=1-67891233-abcdef012345678912345678', true)).toMatch(UUID);
    expect(decideRequestId('lb.req:00af-17', true)).toBe('lb.req:00af-17');
    for (const bad of [
      undefined,
      '',
      'short',
      'x'.repeat(129),
      'has space in it',
      '<script>alert(1)</script>',
      ['a-1234567', 'b-1234567'],
    ]) {
      expect(decideRequestId(bad, true), String(bad)).toMatch(UUID);
    }
    expect(decideRequestId('7f9c2ba4-e88f-4a1b-9d3e-2b1c4d5e6f70', false)).not.toBe('7f9c2ba4-e88f-4a1b-9d3e-2b1c4d5e6f70');
  });
});

describe('the request id header', () => {
  it('is written as each request arrives, over what the client sent under its name, and read by requestId()', async () => {
    installVisitorAddressHeader(parseTrustedProxies('127.0.0.1'));
    const server = createServer((req, res) => res.end(String(req.headers[REQUEST_ID_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ask = (headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      // The peer, 127.0.0.1, is the trusted proxy here.
      expect(await ask({ 'x-request-id': 'proxy-id-0001' })).toBe('proxy-id-0001');
      expect(await ask({ [REQUEST_ID_HEADER]: 'client-made-0001' })).toMatch(UUID);
      const [a, b] = await Promise.all([ask({}), ask({})]);
      expect(a).toMatch(UUID);
      expect(a).not.toBe(b);
    } finally {
      server.close();
    }
    expect(requestId(new Headers({ [REQUEST_ID_HEADER]: 'proxy-id-0001' }))).toBe('proxy-id-0001');
    expect(requestId(new Headers({ [REQUEST_ID_HEADER]: 'bad id' }))).toMatch(UUID);
    expect(requestId(new Headers())).toMatch(UUID);
  });
});

describe('readBodyText', () => {
  const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request('http://site.test/', { method: 'POST', body, headers });

  it('reads a body up to the limit, in bytes', async () => {
    expect(await readBodyText(post('List-Unsubscribe=One-Click'), 100)).toBe('List-Unsubscribe=One-Click');
    expect(await readBodyText(post(null), 100)).toBe('');
    expect(await readBodyText(post('é'.repeat(50)), 100)).toBe('é'.repeat(50));
    expect(await readBodyText(post('é'.repeat(51)), 100)).toBeNull();
  });

  it('refuses a declared length over the limit before reading, and a stream that runs past it', async () => {
    expect(await readBodyText(post('x', { 'content-length': '101' }), 100)).toBeNull();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64));
      },
    });
    const request = new Request('http://site.test/', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect(await readBodyText(request, 1000)).toBeNull();
    expect(pulled).toBeLessThan(40);
  });

  it('keeps a byte-order mark, so a signature is checked on what was sent', async () => {
    expect(await readBodyText(post('\uFEFF{}'), 100)).toBe('\uFEFF{}');
  });
});
