import { CUTOFF_KIND_LABELS, cutoffFigure, durationLabel, feesLabel, splitUrls } from '@/lib/colleges/format';
import {
  disagreementText,
  figuresOf,
  figureValue,
  kindText,
  nirfDisagreements,
  periodLabel,
  type PlacementFigure,
  type PlacementMetric,
} from '@/lib/colleges/placement-provenance';
import type { CollegeDetail, Cutoff } from '@/lib/data/colleges';
import { formatCount } from '@/lib/format/numbers';
import { CATEGORIES } from '@/lib/predictor/types';

/*
 * A comparison as rows of cells, one cell per college in the visitor's order. Every figure keeps what qualifies it
 * (the fee's year, the package's batch, kind and source, the cut-off's cycle, kind and source); a figure nobody published is the
 * cell 'Not published', never a guess. A row is marked `differs` when the colleges' cells do not all read the same,
 * so the page can highlight it.
 */

export const NOT_PUBLISHED = 'Not published';

export interface CompareLine {
  text: string;
  /** What qualifies the figure: "2025", "Batch 2024–26 · Press report", "CAT 2025 · Published minimum". */
  note: string | null;
  sources: string[];
  /** A placement figure's kind (and an audited figure's auditor), shown as its badge. */
  kind?: Pick<PlacementFigure, 'kind' | 'auditor'>;
  /** A placement figure that disagrees with the same batch's NIRF data: the flag's words, naming both figures. */
  flag?: string;
}

export interface CompareCell {
  /** Empty when nothing was published: the page shows NOT_PUBLISHED. */
  lines: CompareLine[];
}

export interface CompareRow {
  key: string;
  label: string;
  cells: CompareCell[];
  differs: boolean;
}

export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

const line = (text: string, note: string | null = null, sources: string[] = []): CompareLine => ({ text, note, sources });
const cell = (...lines: (CompareLine | null)[]): CompareCell => ({ lines: lines.filter((l): l is CompareLine => l !== null) });

/** What a reader would call the same value: the texts, notes and kinds of a cell, without its sources. */
function cellKey(c: CompareCell): string {
  return c.lines.map((l) => `${l.text}|${l.note ?? ''}|${l.kind ? kindText(l.kind) : ''}`).join('\n');
}

function row(key: string, label: string, cells: CompareCell[]): CompareRow {
  const keys = new Set(cells.map(cellKey));
  return { key, label, cells, differs: cells.length > 1 && keys.size > 1 };
}

function money(college: CollegeDetail): CompareCell {
  const fees = feesLabel(college);
  return fees === NOT_PUBLISHED ? cell() : cell(line(fees, college.fees_year, []));
}

const SCOPE_NOTE = { all: null, domestic: 'domestic offers', international: 'international offers' } as const;

/**
 * A college's placement figures of one metric from its newest batch that has one: every kind and audience of that
 * batch, so a press figure and the NIRF figure it disagrees with sit side by side, each with its batch and kind.
 */
function placementCell(college: CollegeDetail, metric: PlacementMetric): CompareCell {
  const of = figuresOf(college.placements, metric);
  if (of.length === 0) return cell();
  const flags = nirfDisagreements(college.placements);
  const newest = of[0].year;
  return cell(
    ...of
      .filter((f) => f.year === newest)
      .map((f: PlacementFigure): CompareLine => {
        const flag = flags.get(f.id);
        return {
          ...line(figureValue(f), [periodLabel(f), SCOPE_NOTE[f.scope]].filter(Boolean).join(' · '), [f.sourceUrl]),
          kind: { kind: f.kind, auditor: f.auditor },
          ...(flag ? { flag: disagreementText(flag) } : {}),
        };
      }),
  );
}

function nirf(college: CollegeDetail): CompareCell {
  if (college.nirf_rank === null) return cell();
  return cell(line(`#${college.nirf_rank}`, college.nirf_year ? `NIRF ${college.nirf_year}` : null));
}

function flagship(college: CollegeDetail) {
  return college.programs.find((p) => p.is_flagship) ?? college.programs[0] ?? null;
}

/** The exam/category pairs any of the colleges published a cut-off for, exams in the order first met. */
function cutoffKeys(colleges: CollegeDetail[]): { exam: string; category: string }[] {
  const seen = new Map<string, { exam: string; category: string }>();
  for (const college of colleges) {
    for (const c of college.cutoffs) {
      const category = c.category ?? 'General';
      const key = `${c.exam}|${category}`;
      if (!seen.has(key)) seen.set(key, { exam: c.exam, category });
    }
  }
  return [...seen.values()].sort((a, b) => a.exam.localeCompare(b.exam) || categoryRank(a.category) - categoryRank(b.category));
}

function categoryRank(category: string): number {
  const i = CATEGORIES.findIndex((c) => category.toLowerCase().startsWith(c.toLowerCase()));
  return i === -1 ? CATEGORIES.length : i;
}

function cutoffLine(c: Cutoff): CompareLine {
  const cycle = c.cycle ?? (c.year ? `${c.exam} ${c.year}` : null);
  const note = [cycle, CUTOFF_KIND_LABELS[c.kind], c.note].filter(Boolean).join(' · ');
  return line(cutoffFigure(c), note || null, splitUrls(c.source));
}

function cutoffCell(college: CollegeDetail, exam: string, category: string): CompareCell {
  return cell(...college.cutoffs.filter((c) => c.exam === exam && (c.category ?? 'General') === category).map(cutoffLine));
}

/** The comparison of `colleges`, in their order. */
export function buildComparison(colleges: CollegeDetail[]): CompareGroup[] {
  const each = (f: (c: CollegeDetail) => CompareCell) => colleges.map(f);
  const text = (value: string | null | undefined, note: string | null = null) => (value ? cell(line(value, note)) : cell());

  const programmes = each((c) => cell(...c.programs.map((p) => line(p.name, p.degree))));
  const cutoffRows = cutoffKeys(colleges).map(({ exam, category }) =>
    row(
      `cutoff-${exam}-${category}`,
      `${exam} cut-off (${category})`,
      each((c) => cutoffCell(c, exam, category)),
    ),
  );

  return [
    {
      title: 'The basics',
      rows: [
        row(
          'location',
          'Location',
          each((c) => text(c.location)),
        ),
        row(
          'type',
          'Type',
          each((c) => text(c.type)),
        ),
        row(
          'established',
          'Established',
          each((c) => text(c.established === null ? null : String(c.established))),
        ),
        row('nirf', 'NIRF rank', each(nirf)),
      ],
    },
    {
      title: 'Fees and placements',
      rows: [
        row('fees', 'Total fees', each(money)),
        // The median first: a few very high offers pull the average up.
        row(
          'median',
          'Median package',
          each((c) => placementCell(c, 'median')),
        ),
        row(
          'average',
          'Average package',
          each((c) => placementCell(c, 'average')),
        ),
        row(
          'highest',
          'Highest package',
          each((c) => placementCell(c, 'highest')),
        ),
        row(
          'placed',
          'Students placed',
          each((c) => placementCell(c, 'placed')),
        ),
      ],
    },
    {
      title: 'Admissions',
      rows: [
        row(
          'exams',
          'Exams accepted',
          each((c) => (c.exams_accepted.length ? cell(line(c.exams_accepted.join(', '))) : cell())),
        ),
        ...cutoffRows,
      ],
    },
    {
      title: 'Programmes',
      rows: [
        row('programmes', 'Programmes', programmes),
        row(
          'duration',
          'Duration (flagship)',
          each((c) => {
            const p = flagship(c);
            return p && p.duration_months !== null ? cell(line(durationLabel(p.duration_months), p.name)) : cell();
          }),
        ),
        row(
          'seats',
          'Seats',
          each((c) => {
            if (c.total_seats !== null) return cell(line(formatCount(c.total_seats), 'all programmes'));
            const p = flagship(c);
            return p && p.seats !== null ? cell(line(formatCount(p.seats), p.name)) : cell();
          }),
        ),
      ],
    },
  ];
}
