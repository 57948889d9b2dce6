import { ownerUuid, type Caller } from './auth';
import { ERRORS, StorageError } from './errors';
import type { FileStore } from './files';
import type { Objects } from './objects';
import { parseFileSizeLimit } from './upload-body';

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | bigint | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface BucketInput {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

const COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];

/** The name rule storage-js and Storage share: no slashes, no surrounding spaces, S3-friendly characters. */
function validName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= 100 &&
    name.trim() === name &&
    /^[\w!.*'() &$@=;:+,?-]+$/.test(name) &&
    name !== '.' &&
    name !== '..'
  );
}

const toJson = (b: BucketRow) => ({ ...b, file_size_limit: b.file_size_limit == null ? null : Number(b.file_size_limit) });

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || value.some((m) => typeof m !== 'string'))
    throw ERRORS.invalidRequest('body/allowed_mime_types must be array');
  return (value as string[]).filter(Boolean);
}

/**
 * Bucket routes, run as the caller's role: storage.buckets has RLS on, so without policies only the service role
 * sees and changes buckets — as on Supabase.
 */
export class Buckets {
  constructor(
    private readonly objects: Objects,
    private readonly files: FileStore,
  ) {}

  async list(caller: Caller, query: URLSearchParams): Promise<Response> {
    const column = query.get('sortColumn') ?? 'name';
    const order = (query.get('sortOrder') ?? 'asc').toLowerCase();
    if (!SORT_COLUMNS.includes(column) || (order !== 'asc' && order !== 'desc'))
      throw ERRORS.invalidRequest('Invalid sort options');
    const limit = query.has('limit') ? Number(query.get('limit')) : null;
    const offset = Number(query.get('offset') ?? 0);
    const search = query.get('search') ?? '';
    const { rows } = await this.objects.run({ ...caller.scope, readOnly: true }, (tx) =>
      tx.query<BucketRow>(
        `select ${COLUMNS} from storage.buckets where ($1 = '' or name ilike '%' || $1 || '%')
         order by ${column} ${order} limit $2 offset $3`,
        [search, Number.isFinite(limit) ? limit : null, Number.isFinite(offset) ? offset : 0],
      ),
    );
    return Response.json(rows.map(toJson));
  }

  async get(caller: Caller, id: string): Promise<Response> {
    return Response.json(toJson(await this.find(caller, id)));
  }

  private async find(caller: Caller, id: string): Promise<BucketRow> {
    const { rows } = await this.objects.run({ ...caller.scope, readOnly: true }, (tx) =>
      tx.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!rows[0]) throw ERRORS.noSuchBucket();
    return rows[0];
  }

  async create(caller: Caller, body: Partial<BucketInput>): Promise<Response> {
    const name = body.name;
    const id = body.id || name;
    if (!validName(name) || !validName(id)) throw ERRORS.invalidBucketName();
    const sizeLimit = parseFileSizeLimit(body.file_size_limit) ?? null;
    const mimes = mimeTypes(body.allowed_mime_types) ?? null;
    try {
      await this.objects.run(caller.scope, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6, $7::text[])`,
          [id, name, ownerUuid(caller), caller.owner ?? null, body.public ?? false, sizeLimit, mimes],
        ),
      );
    } catch (e) {
      throw e instanceof StorageError && e.code === 'ResourceAlreadyExists' ? ERRORS.bucketAlreadyExists() : e;
    }
    return Response.json({ name });
  }

  async update(caller: Caller, id: string, body: Partial<BucketInput>): Promise<Response> {
    const sets: string[] = [];
    const values: unknown[] = [id];
    const add = (column: string, value: unknown, cast = '') => {
      values.push(value);
      sets.push(`${column} = $${values.length}${cast}`);
    };
    if (typeof body.public === 'boolean') add('public', body.public);
    const sizeLimit = parseFileSizeLimit(body.file_size_limit);
    if (sizeLimit !== undefined) add('file_size_limit', sizeLimit);
    const mimes = mimeTypes(body.allowed_mime_types);
    if (mimes !== undefined) add('allowed_mime_types', mimes, '::text[]');
    const { rows } = await this.objects.run(caller.scope, (tx) =>
      tx.query(`update storage.buckets set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning id`, values),
    );
    if (!rows[0]) throw ERRORS.noSuchBucket();
    return Response.json({ message: 'Successfully updated' });
  }

  async remove(caller: Caller, id: string): Promise<Response> {
    await this.find(caller, id);
    const { rows: objects } = await this.objects.run(null, (tx) =>
      tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]),
    );
    if (objects.length) throw ERRORS.bucketNotEmpty();
    const { rows } = await this.objects.run(caller.scope, (tx) =>
      tx.query('delete from storage.buckets where id = $1 returning id', [id]),
    );
    if (!rows[0]) throw ERRORS.noSuchBucket();
    return Response.json({ message: 'Successfully deleted' });
  }

  /** Deletes every object the caller may delete, then their files. */
  async empty(caller: Caller, id: string): Promise<Response> {
    await this.find(caller, id);
    const { rows } = await this.objects.run(caller.scope, (tx) =>
      tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [id]),
    );
    await this.files.remove(
      id,
      rows.map((r) => r.name),
    );
    return Response.json({ message: 'Successfully emptied' });
  }
}
