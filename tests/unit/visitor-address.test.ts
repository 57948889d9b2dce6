import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIpFromHeaders } from '@/lib/net/client-ip';
import { parseTrustedProxies, visitorAddress } from '@/lib/net/trusted-proxies';
import { installVisitorAddressHeader, VISITOR_ADDRESS_HEADER } from '@/lib/net/visitor-header';

// Issue 34: the visitor is the entry TRUSTED_PROXIES says, never the first X-Forwarded-For entry, which the client writes.

describe('visitorAddress', () => {
  const none = parseTrustedProxies(undefined);
  const oneHop = parseTrustedProxies('1');
  const list = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32');

  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    expect(visitorAddress('::ffff:198.51.100.7', '1.2.3.4', none)).toBe('198.51.100.7');
    expect(visitorAddress('198.51.100.7', undefined, parseTrustedProxies('  '))).toBe('198.51.100.7');
  });

  it('with a hop count, is that many entries from the right: a forged leading entry changes nothing', () => {
    expect(visitorAddress('10.0.0.5', '203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(visitorAddress('10.0.0.5', '6.6.6.6, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(visitorAddress('10.0.0.5', '6.6.6.6, 203.0.113.9, 10.0.0.9', parseTrustedProxies('2'))).toBe('203.0.113.9');
    expect(visitorAddress('10.0.0.5', ['6.6.6.6', '203.0.113.9:5123'], oneHop)).toBe('203.0.113.9');
  });

  it('with a hop count and too few entries, falls back to the socket', () => {
    expect(visitorAddress('198.51.100.7', undefined, oneHop)).toBe('198.51.100.7');
    expect(visitorAddress('10.0.0.5', '203.0.113.9', parseTrustedProxies('2'))).toBe('10.0.0.5');
  });

  it('with a list, walks from the right past trusted proxies only, and only when the peer is one', () => {
    expect(visitorAddress('10.1.2.3', '6.6.6.6, 203.0.113.9, 10.0.0.7', list)).toBe('203.0.113.9');
    expect(visitorAddress('198.51.100.7', '6.6.6.6', list)).toBe('198.51.100.7');
    expect(visitorAddress('2001:db8::1', '[2001:DB8::2]:443, 2001:db8::3', list)).toBe('2001:db8::2');
    expect(visitorAddress('10.1.2.3', 'garbage, 10.0.0.7', list)).toBe('10.0.0.7');
  });

  it('refuses a setting it cannot read, so a server never starts counting everyone as one', () => {
    for (const bad of ['0', '11', 'proxy.example', '10.0.0.0/33', '1.2.3.4/8/1']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('the visitor address header', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is written by the server from the socket, over anything the client sent under that name', async () => {
    installVisitorAddressHeader(parseTrustedProxies(undefined));
    const server = createServer((req, res) => res.end(String(req.headers[VISITOR_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: (server.address() as AddressInfo).port,
            headers: { [VISITOR_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(body).toBe('127.0.0.1');
    } finally {
      server.close();
    }
    // Once the server writes it, the app reads the header and nothing else.
    expect(clientIpFromHeaders(new Headers({ [VISITOR_ADDRESS_HEADER]: '198.51.100.4', 'x-forwarded-for': '6.6.6.6' }))).toBe(
      '198.51.100.4',
    );
    expect(clientIpFromHeaders(new Headers({ [VISITOR_ADDRESS_HEADER]: 'unknown' }))).toBeNull();
  });
});
