import { BlockList, isIP } from 'node:net';

/**
 * Which X-Forwarded-For entry is the visitor, from the setting TRUSTED_PROXIES:
 * - unset or empty: no proxy is trusted; the visitor is the socket's peer and the header is ignored;
 * - a hop count ("1", "2"): that many proxies stand in front of the app, each appending the address it saw, so
 *   the visitor is that many entries from the right (a client writes what it likes to the left of them);
 * - a list of IPs and CIDR ranges ("10.0.0.0/8, 2001:db8::/32"): the peer and every entry from the right that
 *   falls in the list is a proxy; the first one that does not is the visitor.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

export function parseTrustedProxies(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? '';
  if (!text) return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUSTED_PROXIES "${text}" is not a hop count from 1 to 10`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [ip, bits, ...rest] = entry.split('/');
    const address = normalizeIp(ip);
    const family = address ? familyOf(address) : undefined;
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 'ipv4' ? 32 : 128;
    if (
      !address ||
      !family ||
      rest.length ||
      (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))
    ) {
      throw new Error(`TRUSTED_PROXIES entry "${entry}" is not an IP address or CIDR range`);
    }
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return { kind: 'list', list };
}

/** The visitor's address, or null when none can be told (no socket address and nothing trusted to say it). */
export function visitorAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string | null {
  const socket = normalizeIp(peer) ?? null;
  if (trust.kind === 'none') return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trust.kind === 'hops') {
    // Fewer entries than proxies: the request did not come through all of them, so only the peer is known.
    if (chain.length < trust.hops) return socket;
    return normalizeIp(chain[chain.length - trust.hops]) ?? null;
  }
  const trusted = (address: string) => {
    const family = familyOf(address);
    return !!family && trust.list.check(address, family);
  };
  if (!socket || !trusted(socket)) return socket;
  let visitor = socket;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeIp(chain[i]);
    // Anything that is not an address ends the walk: the last trusted hop saw the visitor.
    if (!hop) return visitor;
    visitor = hop;
    if (!trusted(hop)) return hop;
  }
  return visitor;
}

/**
 * Whether the socket's peer is one of the proxies TRUSTED_PROXIES names, so that what it adds to a request
 * (X-Request-Id) may be believed. With a hop count every peer is the nearest proxy; with none, no peer is.
 */
export function isTrustedPeer(peer: string | undefined, trust: ProxyTrust): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return true;
  const address = normalizeIp(peer);
  const family = address ? familyOf(address) : undefined;
  return !!address && !!family && trust.list.check(address, family);
}

/** An IP without brackets, port or IPv4-mapped prefix (`::ffff:127.0.0.1` is 127.0.0.1); undefined if not an IP. */
export function normalizeIp(raw: string | null | undefined): string | undefined {
  let ip = raw?.trim().toLowerCase() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  if (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip : undefined;
}

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}
