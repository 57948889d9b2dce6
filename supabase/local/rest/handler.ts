import type { StackContext } from '../types';
import type { RestRequest } from './context';
import { errorResponse, RestError, tableNotFound, toRestError } from './errors';
import { parseAccept } from './media-types';
import { mutateRelation, unsupportedMethod } from './mutate';
import { parsePrefer } from './preferences';
import { readRelation } from './read';
import { JwtAuthenticator, type RequestAuth } from './request';
import { callFunction } from './rpc';
import { loadTimezones, type SchemaCache } from './schema-cache';

const READ_METHODS = new Set(['GET', 'HEAD']);
const WRITE_METHODS = new Set(['POST', 'PATCH', 'DELETE']);

function checkProfile(req: Request, method: string): void {
  const profile = req.headers.get(READ_METHODS.has(method) ? 'accept-profile' : 'content-profile');
  if (profile && profile !== 'public') {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public');
  }
}

/** Serves /rest/v1 the way PostgREST does, against the schema cache current when the request arrives. */
export function createHandler(ctx: StackContext, getCache: () => SchemaCache) {
  const authenticator = new JwtAuthenticator(ctx.keys);
  let timezones: Promise<ReadonlySet<string>> | undefined;
  const NO_TIMEZONES: ReadonlySet<string> = new Set();
  // Only a request naming a time zone pays for the list of them, once per stack.
  const timezonesFor = (req: Request): Promise<ReadonlySet<string>> | ReadonlySet<string> => {
    if (!/(^|,)\s*timezone=/.test(req.headers.get('prefer') ?? '')) return NO_TIMEZONES;
    timezones ??= loadTimezones(ctx.db).catch((e: unknown) => {
      timezones = undefined;
      throw e;
    });
    return timezones;
  };

  return async function handle(req: Request, path: string): Promise<Response> {
    let auth: RequestAuth = { role: 'anon', claims: { role: 'anon' } };
    try {
      auth = await authenticator.authenticate(req.headers);
      const method = req.method.toUpperCase();
      checkProfile(req, method);
      const url = new URL(req.url);
      const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
      const cache = getCache();
      const r: RestRequest = {
        req,
        method,
        path,
        query: url.searchParams,
        auth,
        prefer: parsePrefer(req.headers, { txEnd: cache.txEnd, timezones: await timezonesFor(req) }),
        accept: parseAccept(req.headers),
        cache,
        db: ctx.db,
      };
      if (segments.length === 0) {
        if (!READ_METHODS.has(method)) throw unsupportedMethod(method);
        return Response.json({ swagger: '2.0', info: { title: 'local PostgREST', version: '12' }, paths: {} });
      }
      if (segments.length === 2 && segments[0] === 'rpc') {
        if (!READ_METHODS.has(method) && method !== 'POST') {
          throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
        }
        return await callFunction(r, segments[1]);
      }
      if (segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      const relation = r.cache.relations.get(segments[0]);
      if (!relation) throw tableNotFound(segments[0]);
      if (READ_METHODS.has(method)) return await readRelation(r, relation);
      if (WRITE_METHODS.has(method)) return await mutateRelation(r, relation);
      throw unsupportedMethod(method);
    } catch (e) {
      return errorResponse(toRestError(e, auth.role));
    }
  };
}
