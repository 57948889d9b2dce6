import type { z } from 'zod';
import type { Json } from '@/lib/database.types';

/**
 * The entries of a jsonb array column that match `item`. The database types jsonb as any JSON, so these are
 * the values lib/data parses; an entry an editor got wrong is left out rather than failing the whole page.
 */
export function jsonList<T extends z.ZodType>(value: Json, item: T): z.output<T>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = item.safeParse(entry);
    return parsed.success ? [parsed.data as z.output<T>] : [];
  });
}
