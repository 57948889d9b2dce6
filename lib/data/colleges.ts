import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { toCollegeQuery, type CollegeSearch } from '@/lib/colleges/search-params';
import { toDataError } from './errors';

/*
 * Colleges for the public site. Rows are parsed with zod into page shapes: numeric columns arrive as JSON
 * numbers (or strings from some PostgREST setups), and a figure nobody published stays null all the way to the
 * page, which shows 'Not published'.
 */

const num = z.union([z.number(), z.string().transform(Number)]).pipe(z.number().finite());
const optionalNumber = num.nullable().catch(null);
const text = z.string().nullable().catch(null);
const textList = z
  .array(z.string())
  .nullable()
  .transform((v) => v ?? [])
  .catch([]);

/** A row of a jsonb array that does not parse is dropped rather than failing the page. */
function lenientArray<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullable()
    .catch([])
    .transform((rows) =>
      (rows ?? []).flatMap((row) => {
        const parsed = item.safeParse(row);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

const cardColumns =
  'id, slug, name, short_name, location, city, state, type, rating, total_fees, fees_min, fees_max, fees_year, ' +
  'average_package, placement_year, exams_accepted, nirf_rank, nirf_year';

const cardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  short_name: text,
  location: z.string(),
  city: text,
  state: text,
  type: z.string(),
  rating: optionalNumber,
  total_fees: optionalNumber,
  fees_min: optionalNumber,
  fees_max: optionalNumber,
  fees_year: text,
  average_package: optionalNumber,
  placement_year: text,
  exams_accepted: textList,
  nirf_rank: optionalNumber,
  nirf_year: optionalNumber,
});
export type CollegeCard = z.infer<typeof cardSchema>;

const CUTOFF_KINDS = ['min', 'est', 'reported', 'score'] as const;
const optionalText = z
  .string()
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => v ?? null);
const optionalYear = z
  .union([z.number(), z.string()])
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => (v == null ? null : String(v)));

/**
 * A cut-off as the seed and the back-office store it. `kind` says how much to trust it: 'min' a floor the
 * institute published for the cycle, 'est' an aggregator's estimate, 'reported' a third-party report, 'score' a
 * raw exam score rather than a percentile.
 */
const cutoffSchema = z.object({
  exam: z.string(),
  kind: z.enum(CUTOFF_KINDS).catch('reported'),
  percentile: optionalNumber.optional().transform((v) => v ?? null),
  score: optionalNumber.optional().transform((v) => v ?? null),
  cycle: optionalText,
  year: optionalYear,
  category: optionalText,
  note: optionalText,
  source: optionalText,
});
export type Cutoff = z.infer<typeof cutoffSchema>;

const rankingSchema = z.object({
  agency: z.string(),
  rank: num,
  year: optionalYear,
  source: optionalText,
});
export type Ranking = z.infer<typeof rankingSchema>;

const sourceSchema = z.object({
  label: z.string(),
  url: z.string(),
  accessed: optionalText,
});
export type DataSource = z.infer<typeof sourceSchema>;

const programSchema = z.object({
  id: z.string(),
  name: z.string(),
  degree: z.string(),
  duration_months: optionalNumber,
  total_fees: optionalNumber,
  fees_year: text,
  seats: optionalNumber,
  specializations: textList,
  mode: z.string(),
  eligibility: text,
  exams_accepted: textList,
  average_package: optionalNumber,
  highest_package: optionalNumber,
  placement_year: text,
  description: text,
  is_flagship: z.boolean().catch(false),
  order_index: z.number().catch(0),
});
export type CollegeProgram = z.infer<typeof programSchema>;

const detailSchema = cardSchema.extend({
  established: optionalNumber,
  fees_note: text,
  median_package: optionalNumber,
  highest_package: optionalNumber,
  placement_source: text,
  rankings: lenientArray(rankingSchema),
  accreditation: textList,
  total_seats: optionalNumber,
  website: text,
  description: text,
  admission_process: text,
  cutoffs: lenientArray(cutoffSchema),
  email: text,
  phone: text,
  address: text,
  highlights: textList,
  data_sources: lenientArray(sourceSchema),
  last_verified_at: text,
  updated_at: text,
  college_programs: z
    .array(programSchema)
    .nullable()
    .transform((rows) => [...(rows ?? [])].sort((a, b) => a.order_index - b.order_index || a.name.localeCompare(b.name))),
});
export type CollegeDetail = Omit<z.infer<typeof detailSchema>, 'college_programs'> & { programs: CollegeProgram[] };

export interface CollegeList {
  items: CollegeCard[];
  total: number;
}

/** PostgREST answers a page past the end with 416 and this code. */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

function parseCards(rows: unknown[] | null): CollegeCard[] {
  return z.array(cardSchema).parse(rows ?? []);
}

/** One page of the list for a parsed /colleges search, with the total count of matching colleges. */
export async function listColleges(client: SupabaseClient, search: CollegeSearch): Promise<CollegeList> {
  const q = toCollegeQuery(search);
  const build = (columns: string, options: { count: 'exact'; head?: boolean }) => {
    let query = client.from('colleges').select(columns, options).eq('is_active', true);
    if (q.searchOr) query = query.or(q.searchOr);
    if (q.type) query = query.eq('type', q.type);
    if (q.locationPattern) query = query.ilike('location', q.locationPattern);
    if (q.feesOr) query = query.or(q.feesOr);
    if (q.exam) query = query.contains('exams_accepted', [q.exam]);
    if (q.minRating !== undefined) query = query.gte('rating', q.minRating);
    return query;
  };

  let page = build(cardColumns, { count: 'exact' });
  for (const o of q.order) page = page.order(o.column, { ascending: o.ascending, nullsFirst: false });
  const { data, error, count } = await page.range(q.from, q.to);

  if (error?.code === RANGE_NOT_SATISFIABLE) {
    // A page past the end (an old link, a hand-edited URL): no rows, but the page still needs the total.
    const head = await build('id', { count: 'exact', head: true });
    if (head.error) throw toDataError(head.error, 'Failed to load colleges');
    return { items: [], total: head.count ?? 0 };
  }
  if (error) throw toDataError(error, 'Failed to load colleges');
  return { items: parseCards(data as unknown[] | null), total: count ?? 0 };
}

/** Everything known about one college, its programs nested (spec §3), or null when no active college has the slug. */
export async function getCollegeBySlug(client: SupabaseClient, slug: string): Promise<CollegeDetail | null> {
  const { data, error } = await client
    .from('colleges')
    .select('*, college_programs(*)')
    .eq('slug', slug)
    .eq('is_active', true)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the college');
  if (data === null) return null;
  const { college_programs: programs, ...college } = detailSchema.parse(data);
  return { ...college, programs };
}

/**
 * Up to `limit` other colleges a visitor comparing this one would look at: same state and type first, then the
 * same state, then the same type, each by rating.
 */
export async function getRelatedColleges(
  client: SupabaseClient,
  college: Pick<CollegeCard, 'id' | 'type' | 'state'>,
  limit = 4,
): Promise<CollegeCard[]> {
  const quote = (v: string) => `"${v.replace(/["\\]/g, '')}"`;
  const conditions = [`type.eq.${quote(college.type)}`];
  if (college.state) conditions.push(`state.eq.${quote(college.state)}`);
  const { data, error } = await client
    .from('colleges')
    .select(cardColumns)
    .eq('is_active', true)
    .neq('id', college.id)
    .or(conditions.join(','))
    .order('rating', { ascending: false, nullsFirst: false })
    .order('name', { ascending: true })
    .limit(limit * 3);
  if (error) throw toDataError(error, 'Failed to load related colleges');
  const score = (c: CollegeCard) => (c.state === college.state ? 2 : 0) + (c.type === college.type ? 1 : 0);
  // Array.prototype.sort is stable, so the rating order holds within each group.
  return parseCards(data as unknown[] | null)
    .sort((a, b) => score(b) - score(a))
    .slice(0, limit);
}

/** Every active college's slug, for generateStaticParams and the sitemap. */
export async function getAllCollegeSlugs(client: SupabaseClient): Promise<{ slug: string; updatedAt: string | null }[]> {
  const { data, error } = await client.from('colleges').select('slug, updated_at').eq('is_active', true).order('slug');
  if (error) throw toDataError(error, 'Failed to load colleges');
  return z
    .array(z.object({ slug: z.string(), updated_at: text }))
    .parse(data ?? [])
    .map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
