import type { StackContext } from '../types';
import { authenticate } from './auth';
import { Buckets, type BucketInput } from './buckets';
import { ERRORS, StorageError } from './errors';
import { FileStore } from './files';
import { jsonBody } from './http';
import { listObjects, type ListOptions } from './list';
import { Objects } from './objects';
import { serveSigned, signMany, signOne } from './sign';

interface MoveCopyBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
  copyMetadata: boolean;
  metadata: Record<string, unknown>;
}

/** `/storage/v1`: Supabase Storage's bucket and object API over the local database and a directory of files. */
export function createStorageService(ctx: StackContext) {
  const files = new FileStore(ctx.config.storageDir);
  const objects = new Objects(ctx, files);
  const buckets = new Buckets(objects, files);

  async function route(req: Request, path: string): Promise<Response> {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const parts = segments(path);
    const [area, ...rest] = parts;

    if (area === 'bucket') {
      const caller = await authenticate(req, ctx.keys);
      const [id, action] = rest;
      if (rest.length === 0 && method === 'GET') return buckets.list(caller, new URL(req.url).searchParams);
      if (rest.length === 0 && method === 'POST') return buckets.create(caller, await jsonBody<BucketInput>(req));
      if (rest.length === 1 && method === 'GET') return buckets.get(caller, id);
      if (rest.length === 1 && method === 'PUT') return buckets.update(caller, id, await jsonBody<BucketInput>(req));
      if (rest.length === 1 && method === 'DELETE') return buckets.remove(caller, id);
      if (rest.length === 2 && action === 'empty' && method === 'POST') return buckets.empty(caller, id);
    }

    if (area === 'object' && rest.length > 0) {
      const [first, second, ...tail] = rest;
      const key = (from: string[]) => from.join('/');

      if (first === 'public' && method === 'GET' && tail.length) {
        await requirePublicBucket(second);
        return objects.download(req, null, second, key(tail));
      }
      if (first === 'sign' && method === 'GET' && tail.length) return serveSigned(req, objects, ctx.keys, second, key(tail));
      if (first === 'info' && second === 'public' && method === 'GET' && tail.length > 1) {
        await requirePublicBucket(tail[0]);
        return objects.info(null, tail[0], key(tail.slice(1)));
      }

      const caller = await authenticate(req, ctx.keys);
      if (first === 'authenticated' && method === 'GET' && tail.length)
        return objects.download(req, caller.scope, second, key(tail));
      if (first === 'info' && method === 'GET') {
        const [bucket, ...name] = second === 'authenticated' ? tail : [second, ...tail];
        if (bucket && name.length) return objects.info(caller.scope, bucket, key(name));
      }
      if (first === 'list' && method === 'POST' && second && !tail.length)
        return listObjects(objects, caller, second, await jsonBody<ListOptions>(req));
      if ((first === 'move' || first === 'copy') && method === 'POST' && rest.length === 1) {
        const body = await jsonBody<MoveCopyBody>(req);
        if (!body.bucketId || !body.sourceKey || !body.destinationKey)
          throw ERRORS.invalidRequest('body must have required properties bucketId, sourceKey, destinationKey');
        const from = { bucket: body.bucketId, name: body.sourceKey };
        const to = { bucket: body.destinationBucket || body.bucketId, name: body.destinationKey };
        return first === 'move'
          ? objects.move(caller, from, to)
          : objects.copy(caller, from, to, body.copyMetadata !== false, body.metadata);
      }
      if (first === 'sign' && method === 'POST' && second) {
        const body = await jsonBody<{ expiresIn: number; paths: string[] }>(req);
        return tail.length
          ? signOne(objects, ctx.keys, caller, second, key(tail), body.expiresIn)
          : signMany(objects, ctx.keys, caller, second, body.expiresIn, body.paths);
      }
      if (rest.length === 1 && method === 'DELETE')
        return objects.remove(caller, first, (await jsonBody<{ prefixes: string[] }>(req)).prefixes);
      if (rest.length > 1) {
        const name = key(rest.slice(1));
        if (method === 'GET') return objects.download(req, caller.scope, first, name);
        if (method === 'POST')
          return objects.upload(req, caller, first, name, req.headers.get('x-upsert') === 'true' ? 'upsert' : 'create');
        if (method === 'PUT') return objects.upload(req, caller, first, name, 'update');
        if (method === 'DELETE') return objects.removeOne(caller, first, name);
      }
    }
    // Fastify's own 404, which Storage does not restyle.
    return Response.json(
      { message: `Route ${req.method}:/storage/v1${path} not found`, error: 'Not Found', statusCode: 404 },
      { status: 404 },
    );
  }

  /** A private bucket reads as missing on the public route, as on Supabase. */
  async function requirePublicBucket(bucketId: string | undefined): Promise<void> {
    const { rows } = await ctx.db.query('select 1 from storage.buckets where id = $1 and public', [bucketId ?? '']);
    if (!rows.length) throw ERRORS.noSuchBucket();
  }

  return {
    async handle(req: Request, path: string): Promise<Response> {
      try {
        return await route(req, path);
      } catch (e) {
        if (e instanceof StorageError) return e.toResponse();
        console.error('[local-stack] storage error', e);
        return ERRORS.internal(e instanceof Error ? e.message : undefined).toResponse();
      }
    },
  };
}

/** Path segments, percent-decoded: fetch encodes spaces and non-ASCII characters of object keys. */
function segments(path: string): string[] {
  const raw = path.replace(/^\/+/, '').split('/');
  try {
    return raw.map((s) => decodeURIComponent(s));
  } catch {
    throw ERRORS.invalidKey(path);
  }
}
