import type { AdminCollegeListParams } from '@/lib/colleges/admin-list';
import { planProgramSync } from '@/lib/colleges/admin-rows';
import type { CollegeForm, CollegeValues, ProgramValues } from '@/lib/colleges/admin-schema';
import { slugify } from '@/lib/content/slug';
import { failedAs, toDataError } from '@/lib/data/errors';
import { availableSlug } from '@/lib/data/slugs';
import type { Json, Tables } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * Colleges as the back office reads and writes them, always with the editor's own client, so row-level security
 * decides (content managers see inactive colleges too; anyone else writes nothing). Spec §4's program sync
 * lives here: the college is written first and stays written when its programmes fail, and the editor is told
 * in the spec's words, with the database's reason on create.
 */

export const PROGRAM_SYNC_MESSAGES = {
  created: (reason: string) => `College created but failed to add programs: ${reason}`,
  updated: 'College updated but failed to sync programs',
} as const;

const LIST_COLUMNS =
  'id, slug, name, short_name, location, state, type, rating, nirf_rank, is_active, is_featured, updated_at' as const;

export type AdminCollegeRow = Pick<
  Tables<'colleges'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'short_name'
  | 'location'
  | 'state'
  | 'type'
  | 'rating'
  | 'nirf_rank'
  | 'is_active'
  | 'is_featured'
  | 'updated_at'
>;
export type AdminCollege = Tables<'colleges'> & { college_programs: Tables<'college_programs'>[] };

export interface SavedCollege {
  id: string;
  slug: string;
  name: string;
}

export interface CollegeSaveResult {
  college: SavedCollege;
  /** Spec §4's message when the college was saved but its programmes were not; null when both were. */
  programsError: string | null;
  /** The database's reason for that failure, for the logs. */
  programsCause: string | null;
}

/** One page of colleges for the back office, by name, with the number that match. */
export async function listCollegesForAdmin(
  client: TypedClient,
  params: AdminCollegeListParams,
  pageSize: number,
): Promise<{ items: AdminCollegeRow[]; total: number }> {
  const build = <C extends string>(columns: C, head = false) => {
    let query = client.from('colleges').select(columns, { count: 'exact', head });
    if (params.q) {
      const p = `*${params.q}*`;
      query = query.or(`name.ilike.${p},short_name.ilike.${p},location.ilike.${p},city.ilike.${p}`);
    }
    if (params.type) query = query.eq('type', params.type);
    if (params.state) query = query.eq('state', params.state);
    if (params.activity) query = query.eq('is_active', params.activity === 'active');
    return query;
  };
  const from = (params.page - 1) * pageSize;
  const { data, error, count } = await build(LIST_COLUMNS)
    .order('name')
    .order('id')
    .range(from, from + pageSize - 1);
  if (failedAs(error, 'NOT_FOUND')) {
    // A page past the end: no rows, but the pager still needs the total.
    const head = await build('id', true);
    if (head.error) throw toDataError(head.error, 'Failed to load colleges');
    return { items: [], total: head.count ?? 0 };
  }
  if (error) throw toDataError(error, 'Failed to load colleges');
  return { items: data, total: count ?? 0 };
}

/** The states colleges are in, for the list's filter. */
export async function listCollegeStates(client: TypedClient): Promise<string[]> {
  const { data, error } = await client.from('colleges').select('state').not('state', 'is', null).order('state');
  if (error) throw toDataError(error, 'Failed to load states');
  return [...new Set(data.map((row) => row.state).filter((s): s is string => Boolean(s)))];
}

/** A college with every column and its programmes in their order, or null when there is none with the id. */
export async function getCollegeForAdmin(client: TypedClient, id: string): Promise<AdminCollege | null> {
  const { data, error } = await client.from('colleges').select('*, college_programs(*)').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the college');
  if (!data) return null;
  const programs = [...data.college_programs].sort((a, b) => a.order_index - b.order_index || a.name.localeCompare(b.name));
  return { ...data, college_programs: programs };
}

/**
 * The slug to save: the one typed, or one made from the name when none was; never another college's. A typed
 * slug that is taken is refused with a free one to try, since silently changing an address someone chose
 * would surprise them.
 */
async function slugFor(client: TypedClient, college: CollegeValues, excludeId?: string): Promise<string> {
  if (!college.slug) return availableSlug(client, 'colleges', slugify(college.name) || 'college', excludeId);
  const free = await availableSlug(client, 'colleges', college.slug, excludeId);
  if (free !== college.slug) {
    throw new DataError('CONFLICT', `Another college already uses the address /colleges/${college.slug}. Try ${free}.`);
  }
  return college.slug;
}

/** jsonb columns go to the database as JSON. */
function collegeRow(college: CollegeValues, slug: string) {
  return {
    ...college,
    slug,
    cutoffs: college.cutoffs as Json,
    rankings: college.rankings as Json,
    data_sources: college.data_sources as Json,
  };
}

function programRow(collegeId: string, program: Omit<ProgramValues, 'id'>) {
  return { ...program, college_id: collegeId };
}

function reasonOf(error: unknown): string {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : '';
  return message || 'the database refused them';
}

const TAKEN = 'Another college already uses this address (slug). Choose another.';

/** Spec §4, create: the college, then its programmes; programmes that fail leave the college in place. */
export async function createCollege(
  client: TypedClient,
  form: Pick<CollegeForm, 'college' | 'programs'>,
): Promise<CollegeSaveResult> {
  const slug = await slugFor(client, form.college);
  const { data, error } = await client.from('colleges').insert(collegeRow(form.college, slug)).select('id, slug, name').single();
  if (error) throw toDataError(error, { failure: 'Failed to create the college', CONFLICT: TAKEN });
  if (form.programs.length === 0) return { college: data, programsError: null, programsCause: null };
  const rows = form.programs.map(({ id: _ignored, ...program }) => programRow(data.id, program));
  const inserted = await client.from('college_programs').insert(rows);
  const cause = inserted.error ? reasonOf(inserted.error) : null;
  return { college: data, programsError: cause && PROGRAM_SYNC_MESSAGES.created(cause), programsCause: cause };
}

/**
 * Spec §4's sync of a college's programmes to the submitted list: missing ones deleted, known ids updated, the
 * rest inserted. Stops at the first failure and returns the database's reason; null when all went through.
 */
export async function syncPrograms(client: TypedClient, collegeId: string, programs: ProgramValues[]): Promise<string | null> {
  const existing = await client.from('college_programs').select('id').eq('college_id', collegeId);
  if (existing.error) return reasonOf(existing.error);
  const plan = planProgramSync(
    existing.data.map((row) => row.id),
    programs,
  );
  if (plan.deleteIds.length) {
    const { error } = await client.from('college_programs').delete().eq('college_id', collegeId).in('id', plan.deleteIds);
    if (error) return reasonOf(error);
  }
  for (const { id, ...program } of plan.update) {
    const { error } = await client.from('college_programs').update(program).eq('id', id).eq('college_id', collegeId);
    if (error) return reasonOf(error);
  }
  if (plan.insert.length) {
    const { error } = await client.from('college_programs').insert(plan.insert.map((p) => programRow(collegeId, p)));
    if (error) return reasonOf(error);
  }
  return null;
}

/** Spec §4, update: the college, then its programmes synced; programmes that fail leave the college updated. */
export async function updateCollege(
  client: TypedClient,
  id: string,
  form: Pick<CollegeForm, 'college' | 'programs'>,
): Promise<CollegeSaveResult> {
  const slug = await slugFor(client, form.college, id);
  const { data, error } = await client
    .from('colleges')
    .update(collegeRow(form.college, slug))
    .eq('id', id)
    .select('id, slug, name')
    .maybeSingle();
  if (error) throw toDataError(error, { failure: 'Failed to update the college', CONFLICT: TAKEN });
  if (!data) throw new DataError('NOT_FOUND', 'This college no longer exists.');
  const cause = await syncPrograms(client, id, form.programs);
  return { college: data, programsError: cause && PROGRAM_SYNC_MESSAGES.updated, programsCause: cause };
}

/** Deletes a college (its programmes go with it) and returns its name. */
export async function deleteCollege(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('colleges').delete().eq('id', id).select('name').maybeSingle();
  if (error) throw toDataError(error, 'Failed to delete the college');
  if (!data) throw new DataError('NOT_FOUND', 'This college no longer exists.');
  return data.name;
}
