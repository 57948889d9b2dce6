import { CheckValues } from '@/lib/database.types';
import { formatCount, formatLpa } from '@/lib/format/numbers';

/*
 * Where a placement figure comes from, and how far to trust it (issue 37). Every figure of
 * college_placement_figures carries its kind, its graduating year and batch, and its source; this module holds the
 * rules the college page, compare and the predictor share: the kinds' labels and what each means (the legend), the
 * order figures are shown in (the median first), which figure heads a college's card, and when a figure disagrees
 * with the same batch's NIRF data. Pure: no database, no React.
 */

const FIGURES = CheckValues.public.college_placement_figures;

/** The kinds, most trusted first: the CHECK list's order, which the database's headline rule shares. */
export const PLACEMENT_KINDS = FIGURES.kind;
export type PlacementKind = (typeof PLACEMENT_KINDS)[number];

/** What a figure measures, in the order a college's figures are shown: the median first. */
export const PLACEMENT_METRICS = FIGURES.metric;
export type PlacementMetric = (typeof PLACEMENT_METRICS)[number];

/** Whose offers a figure counts: all of them, or only the domestic or international ones, where the source says. */
export const PLACEMENT_SCOPES = FIGURES.scope;
export type PlacementScope = (typeof PLACEMENT_SCOPES)[number];

export interface PlacementFigure {
  id: string;
  metric: PlacementMetric;
  scope: PlacementScope;
  /** ₹ lakh per annum for a package; a number of students for 'placed'. */
  value: number;
  /** 'placed' only: how many students the batch had, when the source says. */
  outOf: number | null;
  /** The batch's graduating year (its final placements). */
  year: number;
  /** The batch as the source names it, '2023-25'; null when the source gives only the year. */
  batch: string | null;
  kind: PlacementKind;
  sourceUrl: string;
  /** 'audited' only: who audited the figures. */
  auditor: string | null;
  note: string | null;
}

export const PLACEMENT_KIND_LABELS: Record<PlacementKind, string> = {
  audited: 'Audited',
  'nirf-data': 'NIRF data',
  'college-published': 'College-published',
  'press-report': 'Press report',
  'aggregator-estimate': 'Aggregator estimate',
  'student-reported': 'Student-reported',
};

/** What each kind means, for the legend beside the figures. */
export const PLACEMENT_KIND_LEGEND: Record<PlacementKind, string> = {
  audited:
    'Checked by an independent auditor, named beside the figure: for example a report audited under the Indian Placement Reporting Standards (IPRS).',
  'nirf-data':
    'What the institute submitted to NIRF for that graduating batch, as NIRF publishes it. The institute supplies it; NIRF does not audit it, but it is filed with the government.',
  'college-published':
    'Published by the institute itself, in its placement report or a press release. Not checked by anyone else.',
  'press-report': 'Reported by a newspaper or news site, usually from the institute’s own release. Not checked by anyone else.',
  'aggregator-estimate':
    'From an education portal or aggregator (Careers360, Shiksha, Collegedunia and the like). Often does not say where the figure came from.',
  'student-reported': 'Reported by students or alumni. The least certain kind.',
};

export const PLACEMENT_METRIC_LABELS: Record<PlacementMetric, string> = {
  median: 'Median package',
  average: 'Average package',
  highest: 'Highest package',
  placed: 'Students placed',
};

const SCOPE_SUFFIX: Record<PlacementScope, string> = { all: '', domestic: ' (domestic)', international: ' (international)' };

/** The figure's name: "Median package", "Highest package (domestic)". */
export function figureLabel(f: Pick<PlacementFigure, 'metric' | 'scope'>): string {
  return `${PLACEMENT_METRIC_LABELS[f.metric]}${SCOPE_SUFFIX[f.scope]}`;
}

/** The figure with its unit: "₹33.2 LPA", "591 of 591 students", "412 students". */
export function figureValue(f: Pick<PlacementFigure, 'metric' | 'value' | 'outOf'>): string {
  if (f.metric !== 'placed') return formatLpa(f.value);
  if (f.outOf !== null) return `${formatCount(f.value)} of ${formatCount(f.outOf)} students`;
  return `${formatCount(f.value)} ${f.value === 1 ? 'student' : 'students'}`;
}

/** '2023-25' → '2023–25', as a batch is printed. */
function batchText(batch: string): string {
  return batch.replace('-', '–');
}

/** Which batch a figure is for: "Batch 2023–25" where the source names it, else its graduating year, "Batch 2025". */
export function periodLabel(f: Pick<PlacementFigure, 'year' | 'batch'>): string {
  return `Batch ${f.batch ? batchText(f.batch) : f.year}`;
}

/** The kind as a badge reads it, with the auditor of an audited figure: "Audited (IPRS, by …)". */
export function kindText(f: Pick<PlacementFigure, 'kind' | 'auditor'>): string {
  const label = PLACEMENT_KIND_LABELS[f.kind];
  return f.kind === 'audited' && f.auditor ? `${label} (${f.auditor})` : label;
}

/** A kind's place in the trust order, 0 = most trusted. */
export function kindRank(kind: PlacementKind): number {
  return PLACEMENT_KINDS.indexOf(kind);
}

const metricRank = (m: PlacementMetric) => PLACEMENT_METRICS.indexOf(m);
const scopeRank = (s: PlacementScope) => PLACEMENT_SCOPES.indexOf(s);

/**
 * The order figures are shown in: by metric, the median first (then average, highest, placed); within a metric the
 * newest batch first, all offers before domestic before international, the most trusted kind first.
 */
function compareFigures(a: PlacementFigure, b: PlacementFigure): number {
  return (
    metricRank(a.metric) - metricRank(b.metric) ||
    b.year - a.year ||
    scopeRank(a.scope) - scopeRank(b.scope) ||
    kindRank(a.kind) - kindRank(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

export function orderFigures(figures: readonly PlacementFigure[]): PlacementFigure[] {
  return [...figures].sort(compareFigures);
}

/** The figures of one metric, newest first (see compareFigures). */
export function figuresOf(figures: readonly PlacementFigure[], metric: PlacementMetric): PlacementFigure[] {
  return orderFigures(figures.filter((f) => f.metric === metric));
}

/**
 * The one figure of `metric` a summary shows: from the newest batch, all offers before domestic ones (an
 * international-only figure never heads a summary), the most trusted kind. Null when none is published.
 */
export function headlineFigure(figures: readonly PlacementFigure[], metric: PlacementMetric): PlacementFigure | null {
  return figuresOf(figures, metric).find((f) => f.scope !== 'international') ?? null;
}

/**
 * The salary a summary shows, the median first: the newest batch with a median or an average, its median where
 * published, else its average. Null when the college has published neither.
 */
export function headlineSalary(figures: readonly PlacementFigure[]): PlacementFigure | null {
  const median = headlineFigure(figures, 'median');
  const average = headlineFigure(figures, 'average');
  if (median && average) return average.year > median.year ? average : median;
  return median ?? average;
}

/**
 * How far a figure may differ from the NIRF figure of the same batch before it is flagged: 5 % of the NIRF
 * figure. Sources round (₹24.3 LPA becomes "₹24 LPA"), and a press report may count a few more or fewer students;
 * more than that is a different figure, not a rounding.
 */
export const NIRF_TOLERANCE = 0.05;

/** Two figures are for the same batch when they share the graduating year and no named batch tells them apart. */
export function sameBatch(a: Pick<PlacementFigure, 'year' | 'batch'>, b: Pick<PlacementFigure, 'year' | 'batch'>): boolean {
  return a.year === b.year && (a.batch === null || b.batch === null || a.batch === b.batch);
}

export interface NirfDisagreement {
  /** The figure that disagrees (never itself NIRF data). */
  figure: PlacementFigure;
  /** The NIRF figure of the same metric, offers and batch it disagrees with. */
  nirf: PlacementFigure;
  /** figure.value − nirf.value, in the metric's unit. */
  difference: number;
}

/**
 * The NIRF figure `figure` disagrees with, if any: one of kind 'nirf-data' for the same metric, the same offers
 * (all, domestic or international) and the same batch, from which `figure` differs by more than `tolerance` of the
 * NIRF figure. A median is only held against a median, an average against an average: NIRF's median says nothing
 * about an average. A figure that agrees with any NIRF figure of its batch is not flagged (should an editor have
 * entered NIRF's figure twice, corrected), and NIRF data is never flagged itself.
 */
export function nirfDisagreement(
  figure: PlacementFigure,
  figures: readonly PlacementFigure[],
  tolerance = NIRF_TOLERANCE,
): NirfDisagreement | null {
  if (figure.kind === 'nirf-data') return null;
  const nirf = orderFigures(figures).filter(
    (f) => f.kind === 'nirf-data' && f.metric === figure.metric && f.scope === figure.scope && sameBatch(figure, f),
  );
  // A hair of slack so that a difference of exactly the tolerance is not flagged through binary rounding.
  const differs = (n: PlacementFigure) => Math.abs(figure.value - n.value) > tolerance * n.value + 1e-9;
  if (nirf.length === 0 || !nirf.every(differs)) return null;
  return { figure, nirf: nirf[0], difference: figure.value - nirf[0].value };
}

/** Every disagreement among a college's figures, by the id of the figure that disagrees. */
export function nirfDisagreements(
  figures: readonly PlacementFigure[],
  tolerance = NIRF_TOLERANCE,
): Map<string, NirfDisagreement> {
  const found = new Map<string, NirfDisagreement>();
  for (const figure of figures) {
    const d = nirfDisagreement(figure, figures, tolerance);
    if (d) found.set(figure.id, d);
  }
  return found;
}

/** The flag's words, with both figures: "Differs from NIRF data for the same batch: NIRF gives ₹24 LPA." */
export function disagreementText(d: NirfDisagreement): string {
  const direction = d.difference > 0 ? 'higher than' : 'lower than';
  return `Differs from NIRF data for the same batch: ${figureValue(d.figure)} is ${direction} the ${figureValue(d.nirf)} NIRF gives (${periodLabel(d.nirf)}).`;
}
