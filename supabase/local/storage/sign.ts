import type { Keys } from '../keys';
import type { Caller } from './auth';
import { ERRORS } from './errors';
import type { Objects } from './objects';

function expiry(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw ERRORS.invalidRequest('body/expiresIn must be >= 1');
  return value;
}

async function token(keys: Keys, url: string, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return keys.signHs256({ url, iat, exp: iat + expiresIn });
}

/** POST /object/sign/{bucket}/{path}: only for an object the caller can read. */
export async function signOne(
  objects: Objects,
  keys: Keys,
  caller: Caller,
  bucketId: string,
  name: string,
  expiresIn: unknown,
): Promise<Response> {
  const seconds = expiry(expiresIn);
  await objects.find(caller.scope, bucketId, name);
  const url = `${bucketId}/${name}`;
  return Response.json({ signedURL: `/object/sign/${url}?token=${await token(keys, url, seconds)}` });
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, with an error for those not readable. */
export async function signMany(
  objects: Objects,
  keys: Keys,
  caller: Caller,
  bucketId: string,
  expiresIn: unknown,
  paths: unknown,
): Promise<Response> {
  const seconds = expiry(expiresIn);
  if (!Array.isArray(paths) || !paths.length || paths.some((p) => typeof p !== 'string')) {
    throw ERRORS.invalidRequest('body/paths must NOT have fewer than 1 items');
  }
  const names = paths as string[];
  const { rows } = await objects.run({ ...caller.scope, readOnly: true }, (tx) =>
    tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
      bucketId,
      names,
    ]),
  );
  const readable = new Set(rows.map((r) => r.name));
  const result = await Promise.all(
    names.map(async (path) => {
      if (!readable.has(path))
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const url = `${bucketId}/${path}`;
      return { error: null, path, signedURL: `/object/sign/${url}?token=${await token(keys, url, seconds)}` };
    }),
  );
  return Response.json(result);
}

/** GET /object/sign/{bucket}/{path}?token=: no other auth; the token must be valid and name this very object. */
export async function serveSigned(req: Request, objects: Objects, keys: Keys, bucketId: string, name: string): Promise<Response> {
  const signed = new URL(req.url).searchParams.get('token');
  if (!signed) throw ERRORS.invalidRequest("querystring must have required property 'token'");
  const result = await keys.verify(signed);
  if (!result.ok) throw ERRORS.invalidJwt(result.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  const { url, exp } = result.claims;
  if (url !== `${bucketId}/${name}`) throw ERRORS.invalidSignature('The url do not match the signature');
  const headers: Record<string, string> = typeof exp === 'number' ? { expires: new Date(exp * 1000).toUTCString() } : {};
  return objects.download(req, null, bucketId, name, headers);
}
