import { createHash, randomUUID } from 'node:crypto';
import type { RequestScope, Tx } from '../db';
import type { StackContext } from '../types';
import { ownerUuid, type Caller } from './auth';
import { ERRORS, fromDbError } from './errors';
import type { FileStore } from './files';
import { assetResponse, type ObjectMetadata } from './http';
import { checkLimits, checkNotDisguisedMarkup, readUpload, type BucketLimits } from './upload-body';

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata';

/** Characters Storage accepts in object keys (S3-safe ones), plus letters and digits of any script. */
const VALID_KEY = /^[\p{L}\p{N}\p{M}_/!\-.*'() &$@=;:+,?]+$/u;

export type UploadMode = 'create' | 'upsert' | 'update';

/**
 * Object operations. Rows are read and written as the caller's role (null scope = the storage admin, which
 * bypasses RLS), so storage.objects policies decide; bytes move on disk only once the row change succeeded.
 */
export class Objects {
  constructor(
    private readonly ctx: StackContext,
    private readonly files: FileStore,
  ) {}

  /** Runs fn as the request's role, or as the superuser; Postgres errors become Storage errors. */
  async run<T>(scope: RequestScope | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await (scope ? this.ctx.db.asRequest(scope, fn) : this.ctx.db.transaction(fn));
    } catch (e) {
      throw fromDbError(e);
    }
  }

  checkKey(bucket: string, name: string): void {
    if (!VALID_KEY.test(name)) throw ERRORS.invalidKey(name);
    this.files.pathOf(bucket, name);
  }

  async bucketLimits(bucketId: string): Promise<BucketLimits> {
    const { rows } = await this.ctx.db.query<BucketLimits>(
      'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucketId],
    );
    if (!rows[0]) throw ERRORS.noSuchBucket();
    return rows[0];
  }

  async upload(req: Request, caller: Caller, bucketId: string, name: string, mode: UploadMode): Promise<Response> {
    this.checkKey(bucketId, name);
    const limits = await this.bucketLimits(bucketId);
    const body = await readUpload(req);
    checkLimits(body, limits, this.ctx.config.storageBodyLimit);
    checkNotDisguisedMarkup(body);
    const meta: ObjectMetadata = {
      eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
      size: body.bytes.byteLength,
      mimetype: body.contentType,
      cacheControl: body.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: body.bytes.byteLength,
      httpStatusCode: 200,
    };
    const owner = ownerUuid(caller);
    const values = [bucketId, name, owner, caller.owner ?? null, meta, body.userMetadata, randomUUID()];
    const staged = await this.files.stage(body.bytes);
    try {
      const id = await this.run(caller.scope, async (tx) => {
        const id = await writeRow(tx, mode, values);
        await this.files.place(staged, bucketId, name);
        return id;
      });
      return Response.json({ Id: id, Key: `${bucketId}/${name}` });
    } catch (e) {
      await this.files.discard(staged);
      throw fromDbError(e);
    }
  }

  async find(scope: RequestScope | null, bucketId: string, name: string): Promise<ObjectRow> {
    this.checkKey(bucketId, name);
    const { rows } = await this.run(scope && { ...scope, readOnly: true }, (tx) =>
      tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]),
    );
    if (!rows[0]) throw ERRORS.noSuchKey();
    return rows[0];
  }

  async download(
    req: Request,
    scope: RequestScope | null,
    bucketId: string,
    name: string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const row = await this.find(scope, bucketId, name);
    let bytes: Buffer;
    try {
      bytes = await this.files.read(bucketId, name);
    } catch {
      throw ERRORS.noSuchKey();
    }
    return assetResponse(req, name, row.metadata, bytes, headers);
  }

  async info(scope: RequestScope | null, bucketId: string, name: string): Promise<Response> {
    const row = await this.find(scope, bucketId, name);
    return Response.json({
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.metadata?.lastModified ?? null,
      created_at: row.created_at,
    });
  }

  /** Deletes the named objects the caller may delete (RLS filters the rest out) and answers with their rows. */
  async remove(caller: Caller, bucketId: string, prefixes: unknown): Promise<Response> {
    if (!Array.isArray(prefixes) || !prefixes.length || prefixes.some((p) => typeof p !== 'string')) {
      throw ERRORS.invalidRequest('body/prefixes must be a non-empty array of strings');
    }
    const { rows } = await this.run(caller.scope, (tx) =>
      tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, prefixes],
      ),
    );
    await this.files.remove(
      bucketId,
      rows.map((r) => r.name),
    );
    return Response.json(rows);
  }

  async removeOne(caller: Caller, bucketId: string, name: string): Promise<Response> {
    this.checkKey(bucketId, name);
    const { rows } = await this.run(caller.scope, (tx) =>
      tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [bucketId, name]),
    );
    if (!rows[0]) throw ERRORS.noSuchKey();
    await this.files.remove(bucketId, [name]);
    return Response.json({ message: 'Successfully deleted' });
  }

  /** Moving needs select and update on the row (RLS checks the renamed row), as on Supabase. */
  async move(caller: Caller, from: ObjectRef, to: ObjectRef): Promise<Response> {
    this.checkKey(from.bucket, from.name);
    this.checkKey(to.bucket, to.name);
    if (from.bucket === to.bucket && from.name === to.name) return Response.json({ message: 'Successfully moved' });
    if (to.bucket !== from.bucket) await this.bucketLimits(to.bucket);
    await this.run(caller.scope, async (tx) => {
      const { rows } = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now(), last_accessed_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [from.bucket, from.name, to.bucket, to.name],
      );
      if (!rows[0]) throw ERRORS.noSuchKey();
      await this.files.move(from.bucket, from.name, to.bucket, to.name);
    });
    return Response.json({ message: 'Successfully moved' });
  }

  /** Copying needs select on the source and insert on the destination. */
  async copy(caller: Caller, from: ObjectRef, to: ObjectRef, copyMetadata: boolean, metadata: unknown): Promise<Response> {
    this.checkKey(to.bucket, to.name);
    const source = await this.find(caller.scope, from.bucket, from.name);
    if (to.bucket !== from.bucket) await this.bucketLimits(to.bucket);
    const staged = await this.files.stageCopy(from.bucket, from.name).catch(() => {
      throw ERRORS.noSuchKey();
    });
    const id = randomUUID();
    const owner = ownerUuid(caller);
    const meta = source.metadata ? { ...source.metadata, lastModified: new Date().toISOString() } : null;
    const userMetadata = copyMetadata ? source.user_metadata : ((metadata as Record<string, unknown> | undefined) ?? null);
    try {
      await this.run(caller.scope, async (tx) => {
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, to.bucket, to.name, owner, caller.owner ?? null, meta, userMetadata, randomUUID()],
        );
        await this.files.place(staged, to.bucket, to.name);
      });
    } catch (e) {
      await this.files.discard(staged);
      throw fromDbError(e);
    }
    return Response.json({ Id: id, Key: `${to.bucket}/${to.name}` });
  }
}

export interface ObjectRef {
  bucket: string;
  name: string;
}

/**
 * A plain upload inserts with an id chosen here and no RETURNING, so an insert-only policy suffices; upsert also
 * needs select and update on an existing row, and update needs the row to be visible to change it.
 */
async function writeRow(tx: Tx, mode: UploadMode, values: unknown[]): Promise<string> {
  if (mode === 'create') {
    const id = randomUUID();
    await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($8, $1, $2, $3, $4, $5, $6, $7)`,
      [...values, id],
    );
    return id;
  }
  if (mode === 'upsert') {
    const { rows } = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
         user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()
       returning id`,
      values,
    );
    return rows[0].id;
  }
  const { rows } = await tx.query<{ id: string }>(
    `update storage.objects set owner = $3, owner_id = $4, metadata = $5, user_metadata = $6, version = $7, updated_at = now(), last_accessed_at = now()
     where bucket_id = $1 and name = $2 returning id`,
    values,
  );
  if (!rows[0]) throw ERRORS.noSuchKey();
  return rows[0].id;
}
