import type { Caller } from './auth';
import { ERRORS } from './errors';
import type { Objects } from './objects';

export interface ListOptions {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

/**
 * POST /object/list/{bucket}, as Storage's `storage.search()`: the entries one level below `prefix` whose names
 * start with `search` — folders first (null id, timestamps and metadata), then files — paged by limit and offset
 * over both, read as the caller so RLS select policies apply.
 */
export async function listObjects(objects: Objects, caller: Caller, bucketId: string, options: ListOptions): Promise<Response> {
  const limit = options.limit ?? 100;
  const offset = options.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0)
    throw ERRORS.invalidRequest('body/limit and body/offset must be positive integers');
  const column = options.sortBy?.column ?? 'name';
  const order = (options.sortBy?.order ?? 'asc').toLowerCase();
  if (!SORT_COLUMNS.includes(column))
    throw ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  if (order !== 'asc' && order !== 'desc')
    throw ERRORS.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
  let prefix = options.prefix ?? '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const levels = prefix.split('/').length;
  const pattern = `${escapeLike(prefix)}${escapeLike(options.search ?? '')}%`;
  const sort = `${column} ${order}`;
  const { rows } = await objects.run({ ...caller.scope, readOnly: true }, (tx) =>
    tx.query(
      `with folders as (
         select path_tokens[$1::int] as folder from storage.objects
         where name ilike $2 and bucket_id = $3 and array_length(path_tokens, 1) <> $1::int
         group by folder order by folder ${order}
       )
       (select folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
               null::timestamptz as last_accessed_at, null::jsonb as metadata from folders)
       union all
       (select path_tokens[$1::int] as name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
        where name ilike $2 and bucket_id = $3 and array_length(path_tokens, 1) = $1::int
        order by ${sort})
       limit $4 offset $5`,
      [levels, pattern, bucketId, limit, offset],
    ),
  );
  return Response.json(rows);
}

/** Prefix and search are literal text, unlike in Storage's ilike, so `_` and `%` in names match only themselves. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
