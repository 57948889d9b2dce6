import type { StackContext } from '../types';
import { createHandler } from './handler';
import { loadSchemaCache, type SchemaCache } from './schema-cache';

export interface RestService {
  handle(req: Request, path: string): Promise<Response>;
  reloadSchema(): Promise<void>;
}

/** PostgREST for the local stack: the schema is introspected once here and again on reloadSchema(). */
export async function createRestService(ctx: StackContext): Promise<RestService> {
  let cache: SchemaCache = await loadSchemaCache(ctx.db);
  return {
    handle: createHandler(ctx, () => cache),
    async reloadSchema() {
      cache = await loadSchemaCache(ctx.db);
    },
  };
}
