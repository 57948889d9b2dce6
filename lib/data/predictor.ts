import { TAGS } from '@/lib/cache/tags';
import { disagreementText, headlineSalary, nirfDisagreement, type PlacementFigure } from '@/lib/colleges/placement-provenance';
import { toDataError } from '@/lib/data/errors';
import { figuresFromRows, PLACEMENT_FIGURE_COLUMNS } from '@/lib/data/placement-figures';
import { lineFromRow, PREDICTOR_LINE_COLUMNS } from '@/lib/data/predictor-rows';
import type { Measure, PredictorCollege } from '@/lib/predictor/types';
import { createPublicClient } from '@/lib/supabase/public';

/*
 * What /predictor judges against: every listed college with its published cut-off lines (predictor_cutoff_lines),
 * its state and the exams it accepts, and the placement figure its card shows beside the verdict (the median where
 * published, else the average, with its kind: lib/colleges/placement-provenance). One cached public read, tagged with the colleges tag: the lines are edited
 * with their college in the back-office, whose writes revalidate that tag. A stored row the line schema refuses is
 * left out (and logged) rather than judged on.
 */

export const PREDICTOR_TAG = TAGS.colleges;
const publicClient = () => createPublicClient([PREDICTOR_TAG]);

export interface PredictorCatalogueCollege extends PredictorCollege {
  slug: string;
  placement: CollegePlacement | null;
}

/** The one placement figure a predictor card shows, and its flag when it disagrees with the batch's NIRF data. */
export interface CollegePlacement {
  figure: PlacementFigure;
  flag: string | null;
}

function collegePlacement(figures: PlacementFigure[]): CollegePlacement | null {
  const figure = headlineSalary(figures);
  if (!figure) return null;
  const disagreement = nirfDisagreement(figure, figures);
  return { figure, flag: disagreement ? disagreementText(disagreement) : null };
}

export interface PredictorCatalogue {
  colleges: PredictorCatalogueCollege[];
  /** Exams with at least one published line, and the measure their lines use (NMAT: score). */
  exams: { code: string; measure: Measure }[];
  /** The states colleges are in, for the preferred-states choice. */
  states: string[];
}

export async function getPredictorCatalogue(): Promise<PredictorCatalogue> {
  const { data, error } = await publicClient()
    .from('colleges')
    .select(
      `id, slug, name, short_name, state, exams_accepted, predictor_cutoff_lines(${PREDICTOR_LINE_COLUMNS}), college_placement_figures(${PLACEMENT_FIGURE_COLUMNS})`,
    )
    .eq('is_active', true)
    .order('name');
  if (error) throw toDataError(error, 'Failed to load the cut-off data');

  const exams = new Map<string, Measure>();
  const colleges = data.map((row): PredictorCatalogueCollege => {
    const lines = row.predictor_cutoff_lines.flatMap((stored) => {
      const parsed = lineFromRow(stored);
      if (parsed.success) return [parsed.data];
      console.error(`predictor: a cut-off line of ${row.slug} was left out`, parsed.error.issues);
      return [];
    });
    for (const line of lines) if (!exams.has(line.exam)) exams.set(line.exam, line.measure);
    return {
      id: row.id,
      slug: row.slug,
      name: row.short_name ?? row.name,
      state: row.state,
      // A college whose exams are not recorded is judged (and listed as having no figure), never left out.
      examsAccepted: row.exams_accepted.length > 0 ? row.exams_accepted : undefined,
      lines,
      placement: collegePlacement(figuresFromRows(row.college_placement_figures)),
    };
  });
  const states = [...new Set(colleges.map((c) => c.state).filter((s): s is string => Boolean(s)))].sort();
  const order = ['CAT', 'XAT', 'NMAT', 'SNAP'];
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return {
    colleges,
    exams: [...exams]
      .map(([code, measure]) => ({ code, measure }))
      .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code)),
    states,
  };
}
