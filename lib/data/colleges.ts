import type { QueryData } from '@supabase/supabase-js';
import { z } from 'zod';
import { TAGS } from '@/lib/cache/tags';
import type { PlacementFigure } from '@/lib/colleges/placement-provenance';
import {
  FEE_BANDS,
  type CollegeSearch,
  type CollegeType,
  type ExamKey,
  type FeeBand,
  type SortKey,
} from '@/lib/colleges/search-params';
import { countedList } from '@/lib/data/counted-list';
import { toDataError } from '@/lib/data/errors';
import { jsonList } from '@/lib/data/json';
import { figuresFromRows, PLACEMENT_FIGURE_COLUMNS } from '@/lib/data/placement-figures';
import type { Tables } from '@/lib/database.types';
import { createPublicClient } from '@/lib/supabase/public';

/*
 * Colleges for the public site, shaped from the generated row types. A figure nobody published stays null all
 * the way to the page, which shows 'Not published'. Only the jsonb columns (cut-offs, rankings, sources) are
 * parsed, since the database types them as any JSON. A parsed /colleges search (lib/colleges/search-params)
 * becomes PostgREST filters here, in toCollegeQuery, and nowhere else.
 */

type CollegeRow = Tables<'colleges'>;

/**
 * The cache tag of every read here: a back-office write to colleges or their programs (edited with their
 * college) revalidates it.
 */
export const COLLEGES_TAG = TAGS.colleges;
const publicClient = () => createPublicClient([COLLEGES_TAG]);

const CARD_COLUMNS =
  'id, slug, name, short_name, location, city, state, type, rating, total_fees, fees_min, fees_max, fees_year, average_package, average_package_kind, placement_year, exams_accepted, nirf_rank, nirf_year' as const;
const PROGRAM_COLUMNS =
  'id, name, degree, duration_months, total_fees, fees_year, seats, specializations, mode, eligibility, exams_accepted, average_package, highest_package, placement_year, description, is_flagship, order_index' as const;
const DETAIL_COLUMNS =
  `${CARD_COLUMNS}, established, fees_note, median_package, highest_package, placement_source, rankings, accreditation, total_seats, website, description, admission_process, cutoffs, email, phone, address, highlights, data_sources, last_verified_at, updated_at, college_programs(${PROGRAM_COLUMNS}), college_placement_figures(${PLACEMENT_FIGURE_COLUMNS})` as const;

export type CollegeCard = Pick<
  CollegeRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'short_name'
  | 'location'
  | 'city'
  | 'state'
  | 'type'
  | 'rating'
  | 'total_fees'
  | 'fees_min'
  | 'fees_max'
  | 'fees_year'
  | 'average_package'
  | 'average_package_kind'
  | 'placement_year'
  | 'exams_accepted'
  | 'nirf_rank'
  | 'nirf_year'
>;

export type CollegeProgram = Pick<
  Tables<'college_programs'>,
  | 'id'
  | 'name'
  | 'degree'
  | 'duration_months'
  | 'total_fees'
  | 'fees_year'
  | 'seats'
  | 'specializations'
  | 'mode'
  | 'eligibility'
  | 'exams_accepted'
  | 'average_package'
  | 'highest_package'
  | 'placement_year'
  | 'description'
  | 'is_flagship'
  | 'order_index'
>;

const num = z.union([z.number(), z.string().transform(Number)]).pipe(z.number().finite());
const optionalNumber = num.nullable().catch(null);
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

const CUTOFF_KINDS = ['min', 'est', 'reported', 'score'] as const;

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

export type CollegeDetail = CollegeCard &
  Pick<
    CollegeRow,
    | 'established'
    | 'fees_note'
    | 'median_package'
    | 'highest_package'
    | 'placement_source'
    | 'accreditation'
    | 'total_seats'
    | 'website'
    | 'description'
    | 'admission_process'
    | 'email'
    | 'phone'
    | 'address'
    | 'highlights'
    | 'last_verified_at'
    | 'updated_at'
  > & {
    rankings: Ranking[];
    cutoffs: Cutoff[];
    data_sources: DataSource[];
    programs: CollegeProgram[];
    /** Every placement figure with its kind, batch and source, the median first (lib/colleges/placement-provenance). */
    placements: PlacementFigure[];
  };

export interface CollegeList {
  items: CollegeCard[];
  total: number;
}

export interface OrderBy {
  column: keyof CollegeRow;
  ascending: boolean;
}

/** What listColleges sends to PostgREST, as plain data so the mapping can be tested without a database. */
export interface CollegeQuery {
  /** A PostgREST or-list: name, short name or location contains the text. */
  searchOr?: string;
  type?: CollegeType;
  /** ILIKE pattern on location for a state key. */
  locationPattern?: string;
  /** A PostgREST or-list for the fee band (a single published fee, else the lower end of a published range). */
  feesOr?: string;
  exam?: ExamKey;
  minRating?: number;
  order: OrderBy[];
  /** Inclusive row range, as supabase-js .range(from, to) takes it. */
  from: number;
  to: number;
}

function bandCondition(column: 'total_fees' | 'fees_min', band: FeeBand): string {
  const { min, max } = FEE_BANDS[band];
  const parts = [min !== undefined ? `${column}.gte.${min}` : null, max !== undefined ? `${column}.lt.${max}` : null];
  return parts.filter(Boolean).join(',');
}

const ORDERS: Record<SortKey, OrderBy[]> = {
  rating: [{ column: 'rating', ascending: false }],
  fees: [
    { column: 'total_fees', ascending: true },
    { column: 'fees_min', ascending: true },
  ],
  package: [{ column: 'average_package', ascending: false }],
  name: [],
};

/** The PostgREST filters, order and row range for a parsed /colleges search. */
export function toCollegeQuery(search: CollegeSearch): CollegeQuery {
  const from = (search.page - 1) * search.limit;
  const query: CollegeQuery = {
    // Name last in every order so equal ratings (or fees) page in a stable order.
    order: [...ORDERS[search.sort], { column: 'name', ascending: true }],
    from,
    to: from + search.limit - 1,
  };
  if (search.q) {
    const pattern = `*${search.q}*`;
    query.searchOr = `name.ilike.${pattern},short_name.ilike.${pattern},location.ilike.${pattern}`;
  }
  if (search.type) query.type = search.type;
  if (search.state) query.locationPattern = `%${search.state}%`;
  if (search.fees) {
    query.feesOr = `and(${bandCondition('total_fees', search.fees)}),and(total_fees.is.null,${bandCondition('fees_min', search.fees)})`;
  }
  if (search.exam) query.exam = search.exam;
  if (search.rating) query.minRating = search.rating;
  return query;
}

/**
 * One page of the list for a parsed /colleges search, with the total count of matching colleges (rows and count
 * asked apart, so both are cached: lib/data/counted-list.ts). A page past the end (an old link) is empty.
 */
export async function listColleges(search: CollegeSearch): Promise<CollegeList> {
  const client = publicClient();
  const q = toCollegeQuery(search);
  const build = <Columns extends string>(columns: Columns, options?: { count: 'exact'; head: true }) => {
    let query = client.from('colleges').select(columns, options).eq('is_active', true);
    if (q.searchOr) query = query.or(q.searchOr);
    if (q.type) query = query.eq('type', q.type);
    if (q.locationPattern) query = query.ilike('location', q.locationPattern);
    if (q.feesOr) query = query.or(q.feesOr);
    if (q.exam) query = query.contains('exams_accepted', [q.exam]);
    if (q.minRating !== undefined) query = query.gte('rating', q.minRating);
    return query;
  };

  let page = build(CARD_COLUMNS);
  for (const o of q.order) page = page.order(o.column, { ascending: o.ascending, nullsFirst: false });
  const { rows, total } = await countedList(
    page.range(q.from, q.to),
    build('id', { count: 'exact', head: true }),
    'Failed to load colleges',
  );
  return { items: rows, total };
}

/** Everything known about one college, its programs nested (spec §3), or null when no active college has the slug. */
export async function getCollegeBySlug(slug: string): Promise<CollegeDetail | null> {
  const { data, error } = await detailQuery().eq('slug', slug).eq('is_active', true).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the college');
  return data === null ? null : toDetail(data);
}

const detailQuery = () => publicClient().from('colleges').select(DETAIL_COLUMNS);
type DetailRow = QueryData<ReturnType<typeof detailQuery>>[number];

function toDetail(row: DetailRow): CollegeDetail {
  const {
    college_programs: programs,
    college_placement_figures: placements,
    rankings,
    cutoffs,
    data_sources: sources,
    ...college
  } = row;
  return {
    ...college,
    placements: figuresFromRows(placements),
    rankings: jsonList(rankings, rankingSchema),
    cutoffs: jsonList(cutoffs, cutoffSchema),
    data_sources: jsonList(sources, sourceSchema),
    programs: [...programs].sort((a, b) => a.order_index - b.order_index || a.name.localeCompare(b.name)),
  };
}

/** The active colleges among `slugs`, everything known about each, in the order of `slugs` (a comparison's). */
export async function getCollegesBySlugs(slugs: readonly string[]): Promise<CollegeDetail[]> {
  if (slugs.length === 0) return [];
  const { data, error } = await detailQuery()
    .in('slug', [...slugs])
    .eq('is_active', true);
  if (error) throw toDataError(error, 'Failed to load the colleges');
  const bySlug = new Map(data.map((row) => [row.slug, toDetail(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/**
 * Up to `limit` other colleges a visitor comparing this one would look at: same state and type first, then the
 * same state, then the same type, each by rating.
 */
export async function getRelatedColleges(college: Pick<CollegeCard, 'id' | 'type' | 'state'>, limit = 4): Promise<CollegeCard[]> {
  const quote = (v: string) => `"${v.replace(/["\\]/g, '')}"`;
  const conditions = [`type.eq.${quote(college.type)}`];
  if (college.state) conditions.push(`state.eq.${quote(college.state)}`);
  const { data, error } = await publicClient()
    .from('colleges')
    .select(CARD_COLUMNS)
    .eq('is_active', true)
    .neq('id', college.id)
    .or(conditions.join(','))
    .order('rating', { ascending: false, nullsFirst: false })
    .order('name', { ascending: true })
    .limit(limit * 3);
  if (error) throw toDataError(error, 'Failed to load related colleges');
  const score = (c: CollegeCard) => (c.state === college.state ? 2 : 0) + (c.type === college.type ? 1 : 0);
  // Array.prototype.sort is stable, so the rating order holds within each group.
  return data.sort((a, b) => score(b) - score(a)).slice(0, limit);
}

/** Every active college's slug, for generateStaticParams and the sitemap. */
export async function listCollegeSlugs(): Promise<{ slug: string; updatedAt: string | null }[]> {
  const { data, error } = await publicClient().from('colleges').select('slug, updated_at').eq('is_active', true).order('slug');
  if (error) throw toDataError(error, 'Failed to load colleges');
  return data.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
