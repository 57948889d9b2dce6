import type { PlacementFigureValues } from '@/lib/colleges/placement-figure-form';
import {
  orderFigures,
  PLACEMENT_KINDS,
  PLACEMENT_METRICS,
  PLACEMENT_SCOPES,
  type PlacementFigure,
} from '@/lib/colleges/placement-provenance';
import { toDataError } from '@/lib/data/errors';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * college_placement_figures (issue 37): the mapping from a row to a PlacementFigure, which the public reads in
 * lib/data/colleges.ts and lib/data/predictor.ts embed under the colleges tag, and the back office's reads and
 * writes of one college's figures. Every back-office call uses the editor's own client, so row-level security
 * (can_manage_content) refuses the same people the action does.
 */

/** The columns of a figure, as the public reads embed them. */
export const PLACEMENT_FIGURE_COLUMNS = 'id, metric, scope, value, out_of, year, batch, kind, source_url, auditor, note' as const;

export interface PlacementFigureRow {
  id: string;
  metric: string;
  scope: string;
  value: number | string;
  out_of: number | null;
  year: number;
  batch: string | null;
  kind: string;
  source_url: string;
  auditor: string | null;
  note: string | null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A stored row as a figure; null for a row whose lists the app does not know (left out, never guessed at). */
export function figureFromRow(row: PlacementFigureRow): PlacementFigure | null {
  const { metric, scope, kind } = row;
  const value = typeof row.value === 'string' ? Number(row.value) : row.value;
  if (!isOneOf(PLACEMENT_METRICS, metric) || !isOneOf(PLACEMENT_SCOPES, scope) || !isOneOf(PLACEMENT_KINDS, kind)) return null;
  if (!Number.isFinite(value)) return null;
  return {
    id: row.id,
    metric,
    scope,
    value,
    outOf: row.out_of,
    year: row.year,
    batch: row.batch,
    kind,
    sourceUrl: row.source_url,
    auditor: row.auditor,
    note: row.note,
  };
}

/** A college's figures from its embedded rows, in the order they are shown (the median first). */
export function figuresFromRows(rows: readonly PlacementFigureRow[]): PlacementFigure[] {
  return orderFigures(rows.flatMap((row) => figureFromRow(row) ?? []));
}

const GONE = 'This placement figure no longer exists.';

export async function listPlacementFiguresForAdmin(client: TypedClient, collegeId: string): Promise<PlacementFigure[]> {
  const { data, error } = await client
    .from('college_placement_figures')
    .select(PLACEMENT_FIGURE_COLUMNS)
    .eq('college_id', collegeId);
  if (error) throw toDataError(error, 'Failed to load the placement figures');
  return figuresFromRows(data);
}

const DUPLICATE = 'This source already gives this figure for that batch and kind: edit that one instead.';

/** Adds a figure to a college; returns its id. */
export async function insertPlacementFigure(
  client: TypedClient,
  collegeId: string,
  figure: PlacementFigureValues,
): Promise<string> {
  const { data, error } = await client
    .from('college_placement_figures')
    .insert({ ...figure, college_id: collegeId })
    .select('id')
    .single();
  if (error) throw toDataError(error, { failure: 'Failed to add the placement figure', CONFLICT: DUPLICATE });
  return data.id;
}

export async function updatePlacementFigure(
  client: TypedClient,
  collegeId: string,
  id: string,
  figure: PlacementFigureValues,
): Promise<void> {
  const { data, error } = await client
    .from('college_placement_figures')
    .update(figure)
    .eq('id', id)
    .eq('college_id', collegeId)
    .select('id')
    .maybeSingle();
  if (error) throw toDataError(error, { failure: 'Failed to save the placement figure', CONFLICT: DUPLICATE });
  if (!data) throw new DataError('NOT_FOUND', GONE);
}

export async function deletePlacementFigure(client: TypedClient, collegeId: string, id: string): Promise<void> {
  const { data, error } = await client
    .from('college_placement_figures')
    .delete()
    .eq('id', id)
    .eq('college_id', collegeId)
    .select('id')
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to delete the placement figure');
  if (!data) throw new DataError('NOT_FOUND', GONE);
}
