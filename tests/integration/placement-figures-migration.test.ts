import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// Issue 37: the migration that moves the colleges' old placement columns into college_placement_figures, run on a
// database as the old seed left it (every migration before it, the twelve seeded colleges that had packages, with
// their packages, years and sources exactly as supabase/seed.sql held them before issue 37), and compared with a
// fresh database seeded from today's supabase/seed.sql: both must hold the same figures, each classified by its
// source as the migration's comments say, and the old columns must read as they did.

const MIGRATION = '20261206000100_placement_figures.sql';
const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'supabase/migrations');

/** slug, average, median, highest, placement_year, placement_source: the old seed's values (commit 5c0fbfe). */
const OLD_SEED: [string, number | null, number | null, number | null, string, string][] = [
  [
    'iim-ahmedabad',
    31,
    null,
    null,
    '2025',
    'https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class ; https://www.indiatoday.in/india-today-insight/story/nirf-2025-all-rise-again-for-iim-ahmedabad-why-iim-calcutta-is-slipping-2783104-2025-09-06',
  ],
  [
    'iim-calcutta',
    36,
    null,
    145,
    '2026',
    'https://www.telegraphindia.com/edugraph/news/iim-calcutta-completes-final-placements-for-its-mba-batch-records-100-percent-success/cid/2149121',
  ],
  [
    'iim-lucknow',
    33.2,
    null,
    100,
    '2026',
    'https://www.tv9hindi.com/education/iim-lucknow-placements-2026-international-packages-reach-1-65-crore-average-salary-33-2-lakh-3699553.html',
  ],
  [
    'iim-indore',
    29.57,
    null,
    70,
    '2024-26',
    'https://samacharaaj.com/iim-%e0%a4%87%e0%a4%82%e0%a4%a6%e0%a5%8c%e0%a4%b0-%e0%a4%aa%e0%a5%8d%e0%a4%b2%e0%a5%87%e0%a4%b8%e0%a4%ae%e0%a5%87%e0%a4%82%e0%a4%9f-%e0%a4%b0%e0%a4%bf%e0%a4%aa%e0%a5%8b%e0%a4%b0%e0%a5%8d%e0%a4%9f',
  ],
  [
    'iim-shillong',
    26.44,
    null,
    71.5,
    '2025',
    'https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit',
  ],
  [
    'iim-tiruchirappalli',
    19.3,
    null,
    43.94,
    '2024',
    'https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3',
  ],
  [
    'iim-rohtak',
    null,
    null,
    48.25,
    '2024',
    'https://findmycollege.com/colleges/indian-institute-of-management-rohtak-rohtak-304/fees',
  ],
  [
    'iim-bodh-gaya',
    13.1,
    null,
    22,
    '2025',
    'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya',
  ],
  ['iim-amritsar', 16.51, null, null, '2023', 'https://careerchoice360.in/iim-amritsar/'],
  ['fms-delhi', 34.1, null, 123, '2023', 'https://drupal.mbauniverse.com/taxonomy/term/8091?page=1'],
  [
    'xlri-jamshedpur',
    null,
    null,
    75,
    '2023-25',
    'https://laharchakra.com/100-placement-in-xlri-172-companies-gave-600-offers-591-students-got-locked/',
  ],
  ['tapmi-manipal', 12.6, null, 32.2, '2022', 'https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees'],
];

/** How the migration's comments classify each source. */
const CLASSIFIED = {
  'iim-ahmedabad': 'aggregator-estimate', // Careers360 dates it; India Today only repeats it, undated
  'iim-calcutta': 'press-report', // The Telegraph
  'iim-lucknow': 'press-report', // TV9 Hindi
  'iim-indore': 'press-report', // samacharaaj.com, a news site
  'iim-shillong': 'press-report', // The New Indian Express
  'iim-tiruchirappalli': 'aggregator-estimate', // an education portal's RTI story: unclear, so the cautious kind
  'iim-rohtak': 'aggregator-estimate', // findmycollege.com
  'iim-bodh-gaya': 'aggregator-estimate', // Collegedunia
  'iim-amritsar': 'aggregator-estimate', // careerchoice360.in
  'fms-delhi': 'aggregator-estimate', // MBAUniverse
  'xlri-jamshedpur': 'press-report', // laharchakra.com, a Jamshedpur news site
  'tapmi-manipal': 'aggregator-estimate', // a copy of an MBAUniverse article
} as const;

/** Figures the seed adds beyond the old columns (read from XLRI's cited page): not the migration's to make. */
const SEED_ONLY = ['xlri-jamshedpur/highest/international', 'xlri-jamshedpur/placed/all'];

interface Figure {
  slug: string;
  metric: string;
  scope: string;
  value: string;
  out_of: number | null;
  year: number;
  batch: string | null;
  kind: string;
  source_url: string;
  auditor: string | null;
  note: string | null;
}

const FIGURES = `select c.slug, f.metric, f.scope, f.value::text, f.out_of, f.year, f.batch, f.kind, f.source_url, f.auditor, f.note
                   from public.college_placement_figures f join public.colleges c on c.id = f.college_id`;
const HEADLINE = `select slug, average_package::text, median_package::text, highest_package::text, placement_year
                    from public.colleges where slug = any($1) order by slug`;
const key = (f: Figure) => `${f.slug}/${f.metric}/${f.scope}`;
const sorted = (fs: Figure[]) => [...fs].sort((a, b) => key(a).localeCompare(key(b)));

let seeded: LocalStack;
let old: LocalStack;
let oldMigrations: string;
let moved: Figure[];

beforeAll(async () => {
  oldMigrations = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-37-'));
  for (const file of readdirSync(MIGRATIONS).filter((f) => f < MIGRATION)) {
    cpSync(path.join(MIGRATIONS, file), path.join(oldMigrations, file));
  }
  [seeded, old] = await Promise.all([
    startLocalStack({ port: 0, dataDir: 'memory' }),
    startLocalStack({ port: 0, dataDir: 'memory', migrationsDir: oldMigrations, seedFile: null }),
  ]);
  // The database as the old seed left it, plus two colleges an editor added since: one citing a page, one citing none.
  for (const [slug, average, median, highest, year, source] of OLD_SEED) {
    await old.db.query(
      `insert into public.colleges (slug, name, location, type, average_package, median_package, highest_package, placement_year, placement_source)
       values ($1, $1, 'Somewhere, India', 'IIM', $2, $3, $4, $5, $6)`,
      [slug, average, median, highest, year, source],
    );
  }
  await old.db.query(
    `insert into public.colleges (slug, name, location, type, average_package, placement_year, placement_source)
     values ('added-since', 'Added since', 'Pune, Maharashtra', 'Private', 15, '2024-26', 'https://unknown.example/placements ; https://second.example'),
            ('never-sourced', 'Never sourced', 'Pune, Maharashtra', 'Private', 10, '2025', null)`,
  );
  await old.db.transaction((tx) => tx.exec(readFileSync(path.join(MIGRATIONS, MIGRATION), 'utf8')));
  moved = (await old.db.query<Figure>(FIGURES)).rows;
}, 240_000);

afterAll(async () => {
  await Promise.all([seeded?.stop(), old?.stop()]);
  if (oldMigrations) rmSync(oldMigrations, { recursive: true, force: true });
});

describe('the move of the seeded figures', () => {
  it('classifies each seeded college’s figures by the source it cites', () => {
    const seededSlugs = moved.filter((f) => f.slug in CLASSIFIED);
    expect(new Set(seededSlugs.map((f) => f.slug))).toEqual(new Set(Object.keys(CLASSIFIED)));
    for (const f of seededSlugs) expect(f.kind, key(f)).toBe(CLASSIFIED[f.slug as keyof typeof CLASSIFIED]);
    // Every old package became one figure: 10 averages and 10 highest packages, no medians (none was seeded).
    expect(seededSlugs.filter((f) => f.metric === 'average')).toHaveLength(10);
    expect(seededSlugs.filter((f) => f.metric === 'highest')).toHaveLength(10);
    expect(seededSlugs.filter((f) => f.metric === 'median')).toHaveLength(0);
    // Dated by the graduating year, the batch kept where the seed named it; domestic where the seed said so.
    const indore = seededSlugs.find((f) => f.slug === 'iim-indore' && f.metric === 'average')!;
    expect([indore.year, indore.batch]).toEqual([2026, '2024-26']);
    const calcutta = seededSlugs.find((f) => f.slug === 'iim-calcutta' && f.metric === 'highest')!;
    expect([calcutta.scope, calcutta.year, calcutta.batch]).toEqual(['domestic', 2026, null]);
    const iima = seededSlugs.find((f) => f.slug === 'iim-ahmedabad')!;
    expect(iima.source_url).toBe('https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class');
    expect(iima.note).toContain('https://www.indiatoday.in/india-today-insight/');
  });

  it('gives the same figures as a database seeded from today’s seed.sql', async () => {
    const fresh = (await seeded.db.query<Figure>(FIGURES)).rows;
    expect(sorted(fresh.filter((f) => !SEED_ONLY.includes(key(f))))).toEqual(sorted(moved.filter((f) => f.slug in CLASSIFIED)));
    expect(fresh.filter((f) => SEED_ONLY.includes(key(f))).map((f) => [key(f), f.kind])).toEqual([
      ['xlri-jamshedpur/highest/international', 'press-report'],
      ['xlri-jamshedpur/placed/all', 'press-report'],
    ]);
  });

  it('leaves the old columns reading as before, on both databases', async () => {
    const slugs = OLD_SEED.map(([slug]) => slug);
    const expected = [...OLD_SEED]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([slug, average, median, highest, year]) => ({
        slug,
        average_package: average === null ? null : average.toFixed(2),
        median_package: median === null ? null : median.toFixed(2),
        highest_package: highest === null ? null : highest.toFixed(2),
        placement_year: year,
      }));
    expect((await old.db.query(HEADLINE, [slugs])).rows).toEqual(expected);
    expect((await seeded.db.query(HEADLINE, [slugs])).rows).toEqual(expected);
  });

  it('moves a college added since as the cautious kind with a note, and drops a figure that cites no source', async () => {
    const added = moved.filter((f) => f.slug === 'added-since');
    expect(added).toEqual([
      expect.objectContaining({
        metric: 'average',
        value: '15.00',
        year: 2026,
        batch: '2024-26',
        kind: 'aggregator-estimate',
        source_url: 'https://unknown.example/placements',
        note: expect.stringContaining('its kind was not classified'),
      }),
    ]);
    expect(moved.filter((f) => f.slug === 'never-sourced')).toEqual([]);
    const { rows } = await old.db.query(HEADLINE, [['added-since', 'never-sourced']]);
    expect(rows).toEqual([
      { slug: 'added-since', average_package: '15.00', median_package: null, highest_package: null, placement_year: '2024-26' },
      { slug: 'never-sourced', average_package: null, median_package: null, highest_package: null, placement_year: null },
    ]);
  });
});
