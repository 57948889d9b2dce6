import type { Keys } from './keys';

/** Paths that Supabase's gateway serves without an API key: e-mail links, JWKS, storage (which checks its own JWT). */
const OPEN_PATHS = [
  /^\/auth\/v1\/(verify|callback|authorize)\b/,
  /^\/auth\/v1\/\.well-known\//,
  /^\/storage\/v1\//,
  /^\/mailbox\b/,
];

export type GatewayResult = { ok: true; headers: Headers } | { ok: false; response: Response };

/**
 * What Supabase's API gateway does before a request reaches a service: demands a known API key and swaps the
 * opaque sb_publishable_/sb_secret_ keys for the JWTs they stand for, in `apikey` and in `Authorization`.
 */
export async function gateway(path: string, url: URL, headers: Headers, keys: Keys): Promise<GatewayResult> {
  const apikey = headers.get('apikey') ?? url.searchParams.get('apikey');
  const open = OPEN_PATHS.some((re) => re.test(path));
  if (!apikey) {
    if (open) return { ok: true, headers };
    return deny('No API key found in request', 'No `apikey` request header or url param was found.');
  }
  const { publishableKey, secretKey, anonKey, serviceRoleKey } = keys.project;
  const opaqueToJwt = new Map([
    [publishableKey, anonKey],
    [secretKey, serviceRoleKey],
  ]);
  const apikeyJwt = opaqueToJwt.get(apikey) ?? apikey;
  if (!(await isProjectKey(apikeyJwt, keys))) {
    if (open) return { ok: true, headers };
    return deny('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  }
  const bearer = bearerToken(headers);
  // The common request (a JWT as apikey and as bearer) passes as it came.
  if (apikeyJwt === apikey && bearer && !opaqueToJwt.has(bearer)) return { ok: true, headers };
  const out = new Headers(headers);
  out.set('apikey', apikeyJwt);
  if (!bearer) out.set('authorization', `Bearer ${apikeyJwt}`);
  else if (opaqueToJwt.has(bearer)) out.set('authorization', `Bearer ${opaqueToJwt.get(bearer)}`);
  return { ok: true, headers: out };
}

async function isProjectKey(token: string, keys: Keys): Promise<boolean> {
  if (token === keys.project.anonKey || token === keys.project.serviceRoleKey) return true;
  const result = await keys.verify(token);
  return result.ok && (result.claims.role === 'anon' || result.claims.role === 'service_role');
}

export function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1].trim() || undefined;
}

function deny(message: string, hint: string): GatewayResult {
  return { ok: false, response: Response.json({ message, hint }, { status: 401 }) };
}
