import { toDataError } from '@/lib/data/errors';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's reads and writes of exams, with the editor's own client: row-level security lets content
 * managers see inactive exams and refuses everyone else's writes. Public reads live in exams.ts.
 */

export type ExamAdminRow = Tables<'exams'>;
export type ExamWrite = Omit<TablesInsert<'exams'>, 'id' | 'created_at' | 'updated_at'>;

export interface ExamListItem {
  id: string;
  slug: string;
  name: string;
  fullName: string | null;
  difficulty: string | null;
  applicants: number | null;
  applicantsYear: string | null;
  isActive: boolean;
  updatedAt: string;
}

export interface ExamListQuery {
  q?: string;
  page: number;
  limit: number;
}

/** PostgREST's or-filter syntax gives commas and parentheses a meaning; a search for them matches nothing else. */
function searchPattern(q: string): string {
  return `%${q.replace(/[%_,()\\"]/g, ' ').trim()}%`;
}

const TAKEN = 'Another exam already uses this name or slug.';

export async function listExamsForAdmin(
  client: TypedClient,
  query: ExamListQuery,
): Promise<{ items: ExamListItem[]; total: number }> {
  let request = client
    .from('exams')
    .select('id, slug, name, full_name, difficulty, applicants, applicants_year, is_active, updated_at', { count: 'exact' })
    .order('order_index')
    .order('name');
  if (query.q) {
    const like = searchPattern(query.q);
    request = request.or(`name.ilike.${like},full_name.ilike.${like},slug.ilike.${like}`);
  }
  const from = (query.page - 1) * query.limit;
  const { data, error, count } = await request.range(from, from + query.limit - 1);
  if (error) throw toDataError(error, 'Failed to load exams');
  return {
    total: count ?? data.length,
    items: data.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      fullName: r.full_name,
      difficulty: r.difficulty,
      applicants: r.applicants,
      applicantsYear: r.applicants_year,
      isActive: r.is_active,
      updatedAt: r.updated_at,
    })),
  };
}

export async function getExamForAdmin(client: TypedClient, id: string): Promise<ExamAdminRow | null> {
  const { data, error } = await client.from('exams').select('*').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the exam');
  return data;
}

export async function insertExam(client: TypedClient, row: ExamWrite): Promise<{ id: string; slug: string }> {
  const { data, error } = await client.from('exams').insert(row).select('id, slug').single();
  if (error) throw toDataError(error, { failure: 'Failed to create the exam', CONFLICT: TAKEN });
  return data;
}

export async function updateExam(client: TypedClient, id: string, row: ExamWrite): Promise<{ id: string; slug: string }> {
  const { data, error } = await client.from('exams').update(row).eq('id', id).select('id, slug');
  if (error) throw toDataError(error, { failure: 'Failed to update the exam', CONFLICT: TAKEN });
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to update the exam: it no longer exists.');
  return data[0];
}

/** Deletes an exam and returns its name. */
export async function deleteExam(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('exams').delete().eq('id', id).select('name');
  if (error) throw toDataError(error, 'Failed to delete the exam');
  if (!data.length) throw new DataError('NOT_FOUND', 'Failed to delete the exam: it no longer exists.');
  return data[0].name;
}
