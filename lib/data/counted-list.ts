import { toDataError } from '@/lib/data/errors';

interface RowsAnswer<Row> {
  data: Row[] | null;
  error: unknown;
}

interface CountAnswer {
  count: number | null;
  error: unknown;
}

/**
 * One page of a public list and the total it is part of, asked as two requests: the rows (no count) and a
 * HEAD with an exact count. PostgREST answers a counted page that is only part of the result with 206, and
 * Next.js keeps a fetch in its data cache only when it is answered 200, so a single counted request would never
 * be cached: the list page would query the database on every visit and fail whenever it is down. Apart, both
 * answers are 200 and cached under the list's tags. A page past the end is simply empty.
 */
export async function countedList<Row>(
  rows: PromiseLike<RowsAnswer<Row>>,
  count: PromiseLike<CountAnswer>,
  failureMessage: string,
): Promise<{ rows: Row[]; total: number }> {
  const [page, counted] = await Promise.all([rows, count]);
  if (page.error) throw toDataError(page.error, failureMessage);
  if (counted.error) throw toDataError(counted.error, failureMessage);
  return { rows: page.data ?? [], total: counted.count ?? 0 };
}
