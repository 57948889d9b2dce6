/**
 * The visitor's IP address from the request headers (ARCHITECTURE.md: no outside IP service). Behind a proxy
 * or load balancer the first address of X-Forwarded-For is the client; X-Real-IP is the single-proxy variant.
 * The value is only informative (a lead is never refused for it), so anything that does not look like an
 * address is dropped rather than stored.
 */
export function clientIpFromHeaders(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0];
  for (const candidate of [forwarded, headers.get('x-real-ip')]) {
    const ip = normaliseIp(candidate);
    if (ip) return ip;
  }
  return null;
}

function normaliseIp(value: string | null | undefined): string | null {
  let ip = value?.trim();
  if (!ip) return null;
  // "[2001:db8::1]:443" and "203.0.113.7:51234" carry a port; the address is what we want.
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip) && ip.split('.').every((part) => Number(part) <= 255)) return ip;
  if (ip.includes(':') && /^[0-9a-f:.]+$/i.test(ip) && ip.length <= 45) return ip.toLowerCase();
  return null;
}
