import { CUTOFF_KIND_LABELS, cutoffFigure, durationLabel, feesLabel, splitUrls } from '@/lib/colleges/format';
import type { CollegeDetail, Cutoff } from '@/lib/data/colleges';
import { formatCount, formatLpa } from '@/lib/format/numbers';
import { CATEGORIES } from '@/lib/predictor/types';

/*
 * A comparison as rows of cells, one cell per college in the visitor's order. Every figure keeps what qualifies it
 * (the fee's year, the package's batch, the cut-off's cycle, kind and source); a figure nobody published is the
 * cell 'Not published', never a guess. A row is marked `differs` when the colleges' cells do not all read the same,
 * so the page can highlight it.
 */

export const NOT_PUBLISHED = 'Not published';

export interface CompareLine {
  text: string;
  /** What qualifies the figure: "2025", "batch 2024-26", "CAT 2025 · Published minimum". */
  note: string | null;
  sources: string[];
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

/** What a reader would call the same value: the texts and notes of a cell, without its sources. */
function cellKey(c: CompareCell): string {
  return c.lines.map((l) => `${l.text}|${l.note ?? ''}`).join('\n');
}

function row(key: string, label: string, cells: CompareCell[]): CompareRow {
  const keys = new Set(cells.map(cellKey));
  return { key, label, cells, differs: cells.length > 1 && keys.size > 1 };
}

function money(college: CollegeDetail): CompareCell {
  const fees = feesLabel(college);
  return fees === NOT_PUBLISHED ? cell() : cell(line(fees, college.fees_year, []));
}

function lpa(value: number | null, college: CollegeDetail): CompareCell {
  if (value === null) return cell();
  return cell(
    line(
      formatLpa(value),
      college.placement_year ? `batch ${college.placement_year}` : null,
      splitUrls(college.placement_source),
    ),
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
        row(
          'average',
          'Average package',
          each((c) => lpa(c.average_package, c)),
        ),
        row(
          'median',
          'Median package',
          each((c) => lpa(c.median_package, c)),
        ),
        row(
          'highest',
          'Highest package',
          each((c) => lpa(c.highest_package, c)),
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
