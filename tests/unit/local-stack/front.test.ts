import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from '@/supabase/local/body';
import { clientAddress, normalizeIp, TrustedProxies } from '@/supabase/local/client-address';
import { decodesCleanly } from '@/supabase/local/server';

describe('client address behind trusted proxies', () => {
  const none = new TrustedProxies([]);
  const proxies = new TrustedProxies(['10.0.0.1', '172.16.0.0/12', 'fd00::/8']);

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.1', none)).toBe('127.0.0.1');
    expect(clientAddress('10.0.0.1', '203.0.113.1', none)).toBe('10.0.0.1');
    expect(clientAddress(undefined, '203.0.113.1', none)).toBeUndefined();
  });

  it('walks X-Forwarded-For from the right past trusted hops', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.1', proxies)).toBe('203.0.113.1');
    expect(clientAddress('10.0.0.1', 'spoofed, 198.51.100.4, 172.16.3.4', proxies)).toBe('198.51.100.4');
    expect(clientAddress('fd00::1', ['198.51.100.5', '[2001:db8::7]:443'], proxies)).toBe('2001:db8::7');
    expect(clientAddress('10.0.0.1', '198.51.100.6:5000', proxies)).toBe('198.51.100.6');
    // Garbage where a proxy's entry should be: stop at the last trusted hop rather than believe it.
    expect(clientAddress('10.0.0.1', '198.51.100.7, <script>', proxies)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', '172.16.0.9', proxies)).toBe('172.16.0.9');
  });

  it('normalizes addresses and refuses entries that are not', () => {
    expect(normalizeIp('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('[::1]')).toBe('::1');
    expect(normalizeIp('example.com')).toBeUndefined();
    expect(() => new TrustedProxies(['10.0.0.0/'])).toThrow('not an IP address or CIDR range');
    expect(() => new TrustedProxies(['10.0.0.0/8/1'])).toThrow('not an IP address or CIDR range');
  });
});

describe('front checks', () => {
  it('finds malformed percent-encoding in path, keys and values only', () => {
    expect(decodesCleanly('/rest/v1/t?a=eq.%20x&b=like.%25y%25&c=d+e')).toBe(true);
    expect(decodesCleanly('/rest/v1/%E0%A4%A')).toBe(false);
    expect(decodesCleanly('/rest/v1/t?select=%zz')).toBe(false);
    expect(decodesCleanly('/rest/v1/t?%C3=1')).toBe(false);
  });

  it('gives object uploads the storage limit and every other body the general one', () => {
    const config = { bodyLimit: 10, storageBodyLimit: 1000 };
    const upload = { limit: 1000 + 64 * 1024, upload: true };
    const other = { limit: 10, upload: false };
    expect(bodyLimitFor('POST', '/storage/v1/object/media/a/b.png', config)).toEqual(upload);
    expect(bodyLimitFor('PUT', '/storage/v1/object/media/a.png', config)).toEqual(upload);
    expect(bodyLimitFor('PUT', '/storage/v1/object/upload/sign/media/a.png', config)).toEqual(upload);
    expect(bodyLimitFor('POST', '/storage/v1/object/list/media', config)).toEqual(other);
    expect(bodyLimitFor('POST', '/storage/v1/object/sign/media/a.png', config)).toEqual(other);
    expect(bodyLimitFor('POST', '/storage/v1/object/move', config)).toEqual(other);
    expect(bodyLimitFor('DELETE', '/storage/v1/object/media', config)).toEqual(other);
    expect(bodyLimitFor('POST', '/rest/v1/t', config)).toEqual(other);
  });
});
