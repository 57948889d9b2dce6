import { TAGS } from '@/lib/cache/tags';
import { countedList } from '@/lib/data/counted-list';
import { toDataError, type ErrorWording } from '@/lib/data/errors';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { AMOUNT_BANDS, deadlineRange, SCHOLARSHIP_PAGE_SIZE, type ScholarshipSearch } from '@/lib/scholarships/filters';
import { createPublicClient } from '@/lib/supabase/public';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * Scholarships: the public list and the college pages' block (cached under the scholarships tag; row-level
 * security shows anon only active rows), and the back-office's reads and writes with the editor's own client.
 */

type Row = Tables<'scholarships'>;
export type ScholarshipWrite = Omit<TablesInsert<'scholarships'>, 'id' | 'created_at' | 'updated_at'>;

/** The cache tag of every public read of scholarships; a back-office write revalidates it. */
export const SCHOLARSHIPS_TAG = TAGS.scholarships;

const CARD_COLUMNS =
  'id, slug, name, provider, provider_type, description, amount_text, amount_min, amount_max, category, target_groups, exams, states, eligibility, how_to_apply, application_start, deadline, deadline_text, apply_url, source_url, last_verified_at, is_featured, college:colleges(name, slug)' as const;

export interface ScholarshipCard {
  id: Row['id'];
  slug: Row['slug'];
  name: Row['name'];
  provider: Row['provider'];
  providerType: Row['provider_type'];
  description: Row['description'];
  amountText: Row['amount_text'];
  amountMin: Row['amount_min'];
  amountMax: Row['amount_max'];
  category: Row['category'];
  targetGroups: Row['target_groups'];
  exams: Row['exams'];
  states: Row['states'];
  eligibility: Row['eligibility'];
  howToApply: Row['how_to_apply'];
  applicationStart: Row['application_start'];
  deadline: Row['deadline'];
  deadlineText: Row['deadline_text'];
  applyUrl: Row['apply_url'];
  sourceUrl: Row['source_url'];
  lastVerifiedAt: Row['last_verified_at'];
  isFeatured: Row['is_featured'];
  college: { name: string; slug: string } | null;
}

type CardRow = Pick<
  Row,
  | 'id'
  | 'slug'
  | 'name'
  | 'provider'
  | 'provider_type'
  | 'description'
  | 'amount_text'
  | 'amount_min'
  | 'amount_max'
  | 'category'
  | 'target_groups'
  | 'exams'
  | 'states'
  | 'eligibility'
  | 'how_to_apply'
  | 'application_start'
  | 'deadline'
  | 'deadline_text'
  | 'apply_url'
  | 'source_url'
  | 'last_verified_at'
  | 'is_featured'
> & { college: { name: string; slug: string } | null };

function toCard(row: CardRow): ScholarshipCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    providerType: row.provider_type,
    description: row.description,
    amountText: row.amount_text,
    amountMin: row.amount_min,
    amountMax: row.amount_max,
    category: row.category,
    targetGroups: row.target_groups,
    exams: row.exams,
    states: row.states,
    eligibility: row.eligibility,
    howToApply: row.how_to_apply,
    applicationStart: row.application_start,
    deadline: row.deadline,
    deadlineText: row.deadline_text,
    applyUrl: row.apply_url,
    sourceUrl: row.source_url,
    lastVerifiedAt: row.last_verified_at,
    isFeatured: row.is_featured,
    college: row.college,
  };
}

export interface ScholarshipList {
  items: ScholarshipCard[];
  total: number;
}

/**
 * Active scholarships matching the filters. An exam or state filter also keeps schemes limited to no exam or
 * state (open to all); amount and deadline filters keep only schemes with a published amount or dated deadline.
 */
export async function listScholarships(search: ScholarshipSearch, now: Date = new Date()): Promise<ScholarshipList> {
  const client = createPublicClient([SCHOLARSHIPS_TAG]);
  const build = <Columns extends string>(columns: Columns, options?: { count: 'exact'; head: true }) => {
    let request = client.from('scholarships').select(columns, options);
    if (search.exam) request = request.or(`exams.cs.{${search.exam}},exams.eq.{}`);
    if (search.state) request = request.or(`states.cs.{"${search.state}"},states.eq.{}`);
    if (search.amount) request = request.gte('amount_max', AMOUNT_BANDS[search.amount].min);
    if (search.deadline) {
      const range = deadlineRange(search.deadline, now);
      request = request.gte('deadline', range.from);
      if (range.to) request = request.lte('deadline', range.to);
    }
    return request;
  };
  const from = (search.page - 1) * SCHOLARSHIP_PAGE_SIZE;
  const page = build(CARD_COLUMNS)
    .order('is_featured', { ascending: false })
    .order('deadline', { ascending: true, nullsFirst: false })
    .order('name')
    .range(from, from + SCHOLARSHIP_PAGE_SIZE - 1);
  // Rows and count asked apart, so both are cached (lib/data/counted-list.ts).
  const { rows, total } = await countedList(page, build('id', { count: 'exact', head: true }), 'Failed to load scholarships');
  return { items: (rows as CardRow[]).map(toCard), total };
}

/** The active scholarships of one college, for the 'Scholarships' block on its page. */
export async function listCollegeScholarships(collegeId: string): Promise<ScholarshipCard[]> {
  const { data, error } = await createPublicClient([SCHOLARSHIPS_TAG])
    .from('scholarships')
    .select(CARD_COLUMNS)
    .eq('college_id', collegeId)
    .order('is_featured', { ascending: false })
    .order('name');
  if (error) throw toDataError(error, 'Failed to load scholarships');
  return (data as CardRow[]).map(toCard);
}

// Back-office ---------------------------------------------------------------------------------------------------

export interface ScholarshipListItem {
  id: string;
  name: string;
  provider: string;
  collegeName: string | null;
  deadline: string | null;
  isActive: boolean;
  isFeatured: boolean;
}

export interface ScholarshipAdminQuery {
  q?: string;
  status?: 'active' | 'inactive';
  providerType?: string;
  page: number;
  limit: number;
}

/** A scholarship's save refused: its slug taken, or its college deleted meanwhile. */
const saveWording = (failure: string): ErrorWording => ({
  failure,
  CONFLICT: 'Another scholarship already uses this slug.',
  NOT_FOUND: 'The chosen college no longer exists.',
});

export async function listScholarshipsForAdmin(
  client: TypedClient,
  query: ScholarshipAdminQuery,
): Promise<{ items: ScholarshipListItem[]; total: number }> {
  let request = client
    .from('scholarships')
    .select('id, name, provider, deadline, is_active, is_featured, college:colleges(name)', { count: 'exact' })
    .order('updated_at', { ascending: false });
  if (query.q) {
    const like = `%${query.q.replace(/[%_,()\\"]/g, ' ').trim()}%`;
    request = request.or(`name.ilike.${like},provider.ilike.${like}`);
  }
  if (query.status) request = request.eq('is_active', query.status === 'active');
  if (query.providerType) request = request.eq('provider_type', query.providerType);
  const from = (query.page - 1) * query.limit;
  const { data, error, count } = await request.range(from, from + query.limit - 1);
  if (error) throw toDataError(error, 'Failed to load scholarships');
  return {
    total: count ?? data.length,
    items: data.map((r) => ({
      id: r.id,
      name: r.name,
      provider: r.provider,
      collegeName: (r.college as { name: string } | null)?.name ?? null,
      deadline: r.deadline,
      isActive: r.is_active,
      isFeatured: r.is_featured,
    })),
  };
}

export async function getScholarshipForAdmin(client: TypedClient, id: string): Promise<Row | null> {
  const { data, error } = await client.from('scholarships').select('*').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the scholarship');
  return data;
}

/** Every college by name, for the scholarship form's college select. */
export async function listCollegeChoices(client: TypedClient): Promise<{ id: string; name: string }[]> {
  const { data, error } = await client.from('colleges').select('id, name').order('name').limit(1000);
  if (error) throw toDataError(error, 'Failed to load colleges');
  return data;
}

export async function insertScholarship(client: TypedClient, row: ScholarshipWrite): Promise<{ id: string; slug: string }> {
  const { data, error } = await client.from('scholarships').insert(row).select('id, slug').single();
  if (error) throw toDataError(error, saveWording('Failed to create the scholarship'));
  return data;
}

export async function updateScholarship(
  client: TypedClient,
  id: string,
  row: ScholarshipWrite,
): Promise<{ id: string; slug: string }> {
  const { data, error } = await client.from('scholarships').update(row).eq('id', id).select('id, slug');
  if (error) throw toDataError(error, saveWording('Failed to update the scholarship'));
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to update the scholarship: it no longer exists.');
  return data[0];
}

export async function deleteScholarship(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('scholarships').delete().eq('id', id).select('name');
  if (error) throw toDataError(error, 'Failed to delete the scholarship');
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to delete the scholarship: it no longer exists.');
  return data[0].name;
}
