import { BlockList, isIP } from 'node:net';

/**
 * The proxies (IPs or CIDR ranges) whose X-Forwarded-For the stack believes. Anyone can put anything in that
 * header, so believing it from every caller would let a client pick a new address per request and never meet a
 * rate limit; only a proxy we were told about speaks for the client behind it.
 */
export class TrustedProxies {
  private readonly list = new BlockList();
  /** Most stacks trust no proxy: then every request skips the address parsing of the check. */
  private readonly empty: boolean;

  constructor(entries: string[]) {
    this.empty = entries.length === 0;
    for (const { address, family, bits } of entries.map(parseEntry)) {
      if (bits === undefined) this.list.addAddress(address, family);
      else this.list.addSubnet(address, bits, family);
    }
  }

  has(address: string): boolean {
    if (this.empty) return false;
    const family = familyOf(address);
    return !!family && this.list.check(address, family);
  }
}

/** Throws on an entry that is not an IP or CIDR range: called before the stack starts anything. */
export function checkTrustedProxies(entries: string[]): void {
  entries.forEach(parseEntry);
}

function parseEntry(entry: string): { address: string; family: 'ipv4' | 'ipv6'; bits?: number } {
  const [ip, prefix, ...rest] = entry.trim().split('/');
  const address = normalizeIp(ip);
  const family = address ? familyOf(address) : undefined;
  const bits = prefix === undefined ? undefined : Number(prefix);
  const maxBits = family === 'ipv4' ? 32 : 128;
  if (
    !address ||
    !family ||
    rest.length ||
    (bits !== undefined && !(prefix && Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
  ) {
    throw new Error(`Trusted proxy "${entry}" is not an IP address or CIDR range`);
  }
  return { address, family, bits };
}

/**
 * The caller's address as a gateway would pass it on: the socket peer, unless the peer is a trusted proxy; then
 * X-Forwarded-For is read from the right (each proxy appends the address it saw) and the first entry that is not
 * itself a trusted proxy is the client. An entry that is not an IP ends the walk at the last trusted hop.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string | undefined {
  const peer = normalizeIp(socketAddress);
  if (!peer || !trusted.has(peer)) return peer;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',');
  let client = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!chain[i].trim()) continue;
    const hop = normalizeIp(chain[i]);
    if (!hop) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}

/** An IP without brackets, port or IPv4-mapped IPv6 prefix (`::ffff:127.0.0.1` is 127.0.0.1); undefined if not an IP. */
export function normalizeIp(raw: string | undefined): string | undefined {
  let s = raw?.trim().toLowerCase() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  if (s.startsWith('::ffff:') && isIP(s.slice(7)) === 4) s = s.slice(7);
  return isIP(s) ? s : undefined;
}

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const v = isIP(address);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : undefined;
}
