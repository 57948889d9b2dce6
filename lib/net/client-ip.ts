import { normalizeIp, parseTrustedProxies, visitorAddress } from './trusted-proxies';
import { VISITOR_ADDRESS_HEADER, visitorAddressHeaderInstalled } from './visitor-header';

/**
 * The visitor's IP address for a request (ARCHITECTURE.md: from the trusted proxy hop only, no outside IP
 * service). The server decides it as each request arrives (lib/net/visitor-header.ts, installed by
 * instrumentation.ts) from the socket and TRUSTED_PROXIES. Where that hook is not running, only a hop count can
 * still be read from X-Forwarded-For; otherwise the address is unknown (null), never a header the client wrote.
 */
export function clientIpFromHeaders(headers: Pick<Headers, 'get'>): string | null {
  if (visitorAddressHeaderInstalled()) return normalizeIp(headers.get(VISITOR_ADDRESS_HEADER)) ?? null;
  const trust = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  return trust.kind === 'hops' ? visitorAddress(undefined, headers.get('x-forwarded-for') ?? undefined, trust) : null;
}
