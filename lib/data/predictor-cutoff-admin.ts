import type { HistoryAction } from '@/lib/content/history';
import { toDataError } from '@/lib/data/errors';
import { lineFromRow, PREDICTOR_LINE_COLUMNS, rowFromLine } from '@/lib/data/predictor-rows';
import type { Json } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { CutoffLine } from '@/lib/predictor/types';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's cut-off lines of one college (predictor_cutoff_lines) and their history
 * (predictor_cutoff_line_history, written by the table's trigger with the editor's id). Every call uses the
 * editor's own client, so row-level security (can_manage_content) refuses the same people the action does.
 */

export interface AdminCutoffLine {
  id: string;
  /** The stored line, or null when the schema refuses the stored row (shown as such, still deletable). */
  line: CutoffLine | null;
  updatedAt: string;
}

export interface CutoffLineEvent {
  id: number;
  lineId: string;
  action: HistoryAction;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
  changedFields: string[];
  before: Json | null;
  after: Json | null;
}

export const CUTOFF_HISTORY_LIMIT = 50;
const GONE = 'This cut-off line no longer exists.';

export async function listCutoffLinesForAdmin(client: TypedClient, collegeId: string): Promise<AdminCutoffLine[]> {
  const { data, error } = await client
    .from('predictor_cutoff_lines')
    .select(`id, updated_at, ${PREDICTOR_LINE_COLUMNS}`)
    .eq('college_id', collegeId)
    .order('exam')
    .order('cycle_year', { ascending: false, nullsFirst: false })
    .order('created_at');
  if (error) throw toDataError(error, 'Failed to load the cut-off lines');
  return data.map((row) => {
    const parsed = lineFromRow(row);
    return { id: row.id, line: parsed.success ? parsed.data : null, updatedAt: row.updated_at };
  });
}

export async function listCutoffLineHistory(
  client: TypedClient,
  collegeId: string,
  limit = CUTOFF_HISTORY_LIMIT,
): Promise<CutoffLineEvent[]> {
  const { data, error } = await client
    .from('predictor_cutoff_line_history')
    .select('id, line_id, action, actor_id, actor_name, created_at, changed_fields, before, after')
    .eq('college_id', collegeId)
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the cut-off history');
  return data.map((row) => ({
    id: row.id,
    lineId: row.line_id,
    action: row.action as CutoffLineEvent['action'],
    actorId: row.actor_id,
    actorName: row.actor_name,
    createdAt: row.created_at,
    changedFields: row.changed_fields,
    before: row.before,
    after: row.after,
  }));
}

/** Adds a line to a college; returns its id. */
export async function insertCutoffLine(client: TypedClient, collegeId: string, line: CutoffLine): Promise<string> {
  const { data, error } = await client
    .from('predictor_cutoff_lines')
    .insert({
      ...rowFromLine(line),
      college_id: collegeId,
      sectional_minimums: line.sectionalMinimums as unknown as Json,
      relaxations: line.relaxations as unknown as Json,
    })
    .select('id')
    .single();
  // A college that does not exist (or that the editor cannot see) fails its foreign key: NOT_FOUND.
  if (error) throw toDataError(error, { failure: 'Failed to add the cut-off line', NOT_FOUND: 'This college no longer exists.' });
  return data.id;
}

export async function updateCutoffLine(client: TypedClient, collegeId: string, id: string, line: CutoffLine): Promise<void> {
  const { data, error } = await client
    .from('predictor_cutoff_lines')
    .update({
      ...rowFromLine(line),
      sectional_minimums: line.sectionalMinimums as unknown as Json,
      relaxations: line.relaxations as unknown as Json,
    })
    .eq('id', id)
    .eq('college_id', collegeId)
    .select('id')
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to save the cut-off line');
  if (!data) throw new DataError('NOT_FOUND', GONE);
}

export async function deleteCutoffLine(client: TypedClient, collegeId: string, id: string): Promise<void> {
  const { data, error } = await client
    .from('predictor_cutoff_lines')
    .delete()
    .eq('id', id)
    .eq('college_id', collegeId)
    .select('id')
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to delete the cut-off line');
  if (!data) throw new DataError('NOT_FOUND', GONE);
}
