import type { CutoffLineInput } from '@/lib/predictor/cutoff-line';

/*
 * The predictor's seed lines, from the project's research notes (shared/reference/mba-college-data.md, sections 1
 * and 2, compiled 2026-11): every figure exactly as the notes give it, with the cycle the source names, what kind
 * of figure it is, and the source the notes cite for it ([n] is the notes' source number). Nothing is added: a
 * college the notes give no figure for has no line, and the predictor lists it under "no published figure".
 *
 * - Categories: the notes' table gives the General line ("Cut-off (Gen)"); only IIM Ahmedabad's source gives
 *   every category's floor, so only its lines name other categories.
 * - cycleYear is the exam year of the cycle, so the newest line wins: "CAT 2025" → 2025; a CAP or JAP of year Y
 *   draws on CAT Y−1 (CAP 2024 → 2023, JAP 2026 → 2025). Where the source states no cycle, both stay null.
 * - Estimates [G] come from gradskool.in's "IIM cut-offs 2025" page, which the notes cite without a cycle: they
 *   are stored with the cycle not stated rather than a year guessed from the page's title.
 */

export interface SeedPredictorLine {
  /** The college's slug in supabase/seed.sql. */
  college: string;
  line: CutoffLineInput;
}

export const PREDICTOR_SOURCES = {
  edexliveIimA: {
    url: 'https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs',
    label: 'EdexLive, "Getting into IIM Ahmedabad just got tougher" (Aug 2025)',
  },
  fundamakersIimB: {
    url: 'https://fundamakers.com/iim-bangalore-selection-criteria-pgp-2025-2027',
    label: 'Fundamakers, IIM Bangalore selection criteria, PGP 2025-2027',
  },
  crackuIimC: {
    url: 'https://cracku.in/blog/iim-calcutta-admission-criteria-2024/',
    label: 'Cracku, IIM Calcutta admission criteria 2024',
  },
  careers360IimK: {
    url: 'https://bschool.careers360.com/articles/iims-shortlist',
    label: 'Careers360, how the IIMs shortlist',
  },
  mbauniverseIimMumbai: {
    url: 'https://www.mbauniverse.com/articles/iim-mumbai-admission',
    label: 'MBAUniverse, IIM Mumbai admission',
  },
  crackuJap: {
    url: 'https://cracku.in/iim-jap-cut-off-2026',
    label: 'Cracku, IIM JAP cut-off 2026',
  },
  iimRaipurPolicy: {
    url: 'https://iimraipur.ac.in/admission-policy-2',
    label: 'IIM Raipur, admission policy',
  },
  collegeduniaBodhGaya: {
    url: 'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya',
    label: 'Collegedunia, IIM Bodh Gaya',
  },
  collegeduniaSirmaur: {
    url: 'https://beta4.collegedunia.com/university/55940-iim-sirmaur-sirmaur/admission',
    label: 'Collegedunia, IIM Sirmaur admission',
  },
  careers360Cap: {
    url: 'https://bschool.careers360.com/articles/is-iim-cap-result-2025-out',
    label: 'Careers360, IIM CAP result 2025',
  },
  pwCap2025: {
    url: 'https://www.pw.live/mba/exams/iim-cap-final-selection-weightage-2025',
    label: 'PW, IIM CAP 2025 selection weightage',
  },
  shikshaIimJammu: {
    url: 'https://www.shiksha.com/mba/articles/iim-jammu-shortlist-admission-criteria-blogId-15196',
    label: 'Shiksha, IIM Jammu shortlist and admission criteria',
  },
  telegraphXlri: {
    url: 'https://www.telegraphindia.com/edugraph/news/xlri-jamshedpur-releases-xat-2026-cutoffs-for-gd-and-interview-check-all-details/cid/2145200',
    label: 'The Telegraph (Edugraph), XLRI releases XAT 2026 cut-offs for GD and interview',
  },
  applyoIift: {
    url: 'http://dev.applyo.in//colleges/indian-institute-of-foreign-trade-iift-kolkata/admissions',
    label: 'Applyo, IIFT Kolkata admissions (third-party page)',
  },
  collnodNmims: {
    url: 'https://www.collnod.com/colleges/svkms-narsee-monjee-institute-of-management-studies-nmims/svkms-narsee-monjee-institute-of-management-studies-nmims-admission-process',
    label: 'Collnod, NMIMS admission process (third-party page)',
  },
  careers360Snap: {
    url: 'https://bschool.careers360.com/articles/snap-2015-cutoff',
    label: 'Careers360, SNAP cut-off',
  },
  careers360IitDelhi: {
    url: 'https://bschool.careers360.com/articles/iit-delhi-mba-cut-off',
    label: 'Careers360, IIT Delhi MBA cut-off',
  },
  gradskool: {
    url: 'https://gradskool.in/blog-iim-cutoffs-2025',
    label: 'gradskool.in, "IIM cut-offs 2025"',
  },
} as const;

const S = PREDICTOR_SOURCES;
const each = (value: number) => [{ section: 'each', value }];

/** An aggregator's estimate of the General call line [G]. */
const gradskool = (college: string, value: number): SeedPredictorLine => ({
  college,
  line: {
    exam: 'CAT',
    measure: 'percentile',
    value,
    categories: ['General'],
    kind: 'aggregator-estimate',
    source: S.gradskool,
    note: 'An aggregator’s estimate of the General-category call line, not an official figure.',
  },
});

/** The JAP floor (IIM Kashipur, Raipur, Ranchi, Tiruchirappalli) [26]. */
const jap = (college: string): SeedPredictorLine => ({
  college,
  line: {
    exam: 'CAT',
    measure: 'percentile',
    value: 90,
    categories: ['General'],
    cycle: 'JAP 2026',
    cycleYear: 2025,
    kind: 'official-minimum',
    source: S.crackuJap,
    note: 'The overall floor of the joint admission process (JAP) of IIM Kashipur, Raipur, Ranchi and Tiruchirappalli.',
  },
});

const iimAhmedabadFloor = (categories: CutoffLineInput['categories'], value: number, sectional: number) =>
  ({
    college: 'iim-ahmedabad',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value,
      sectionalMinimums: each(sectional),
      categories,
      cycle: 'CAT 2025 (2026-28 batch)',
      cycleYear: 2025,
      kind: 'official-minimum',
      source: S.edexliveIimA,
      note: 'The published floor for a call; real calls come higher.',
    },
  }) satisfies SeedPredictorLine;

export const SEED_PREDICTOR_LINES: SeedPredictorLine[] = [
  // IIM Ahmedabad [6]: floors for every category, CAT 2025; the CAT 2024 floor; the estimate [G].
  iimAhmedabadFloor(['General', 'EWS'], 95, 85),
  iimAhmedabadFloor(['NC-OBC'], 90, 80),
  iimAhmedabadFloor(['SC'], 85, 75),
  iimAhmedabadFloor(['ST'], 75, 65),
  {
    college: 'iim-ahmedabad',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 80,
      sectionalMinimums: each(70),
      categories: ['General', 'EWS'],
      cycle: 'CAT 2024',
      cycleYear: 2024,
      kind: 'official-minimum',
      source: S.edexliveIimA,
      note: 'The previous cycle’s floor, as the same article gives it beside the CAT 2025 floor of 95/85.',
    },
  },
  gradskool('iim-ahmedabad', 99.5),

  // IIM Bangalore [9]: the notes list this floor under the 2026-28 batch; the source's own title names PGP 2025-27.
  {
    college: 'iim-bangalore',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 85,
      sectionalMinimums: each(80),
      categories: ['General'],
      cycle: 'PGP 2025-27 (as the source’s title names it)',
      kind: 'official-minimum',
      source: S.fundamakersIimB,
      note: 'Published floor: 85 overall and 80 in each section.',
    },
  },
  gradskool('iim-bangalore', 99),

  // IIM Calcutta [10]: CAT 2023 floor with sectional minimums; estimate [G].
  {
    college: 'iim-calcutta',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 85,
      sectionalMinimums: [
        { section: 'VARC', value: 80 },
        { section: 'DILR', value: 80 },
        { section: 'QA', value: 75 },
      ],
      categories: ['General'],
      cycle: 'CAT 2023 (2024-26 batch)',
      cycleYear: 2023,
      kind: 'official-minimum',
      source: S.crackuIimC,
      note: null,
    },
  },
  gradskool('iim-calcutta', 99),

  gradskool('iim-lucknow', 98),

  // IIM Kozhikode [11]: overall floor; the sectional floors exist but their figures are not in our sources.
  {
    college: 'iim-kozhikode',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 85,
      categories: ['General'],
      cycle: 'CAT 2025 (2026-28 batch)',
      cycleYear: 2025,
      kind: 'official-minimum',
      source: S.careers360IimK,
      note: 'Sectional floors also apply; their figures are not in our sources, so they are not checked.',
    },
  },
  gradskool('iim-kozhikode', 97),

  gradskool('iim-indore', 97),

  // IIM Mumbai [35].
  {
    college: 'iim-mumbai',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 85,
      categories: ['General'],
      cycle: 'CAT 2023',
      cycleYear: 2023,
      kind: 'official-minimum',
      source: S.mbauniverseIimMumbai,
      note: 'Published minimum; real calls come higher.',
    },
  },

  gradskool('iim-shillong', 95),

  jap('iim-tiruchirappalli'),
  gradskool('iim-tiruchirappalli', 95),

  // IIM Raipur: its own CAP 2024 floor [22] and the JAP floor [26].
  {
    college: 'iim-raipur',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 94,
      sectionalMinimums: each(73),
      categories: ['General'],
      cycle: 'CAP 2024',
      cycleYear: 2023,
      kind: 'official-minimum',
      source: S.iimRaipurPolicy,
      note: null,
    },
  },
  jap('iim-raipur'),

  jap('iim-ranchi'),
  gradskool('iim-ranchi', 93),

  jap('iim-kashipur'),
  gradskool('iim-kashipur', 90),

  // IIM Nagpur took part in CAP 2025 [63]; CAP 2025's floor for General is 95 overall and 75 per section [94].
  {
    college: 'iim-nagpur',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 95,
      sectionalMinimums: each(75),
      categories: ['General'],
      cycle: 'CAP 2025',
      cycleYear: 2024,
      kind: 'official-minimum',
      source: S.pwCap2025,
      note: 'The common floor of CAP 2025, in which IIM Nagpur took part (Careers360, IIM Nagpur admission criteria).',
    },
  },

  // IIM Bodh Gaya [30][27]: a CAP floor, year not stated by the source.
  {
    college: 'iim-bodh-gaya',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 95,
      sectionalMinimums: each(75),
      categories: ['General'],
      cycle: 'CAP (year not stated)',
      kind: 'official-minimum',
      source: S.collegeduniaBodhGaya,
      note: 'The CAP floor as the source gives it, without its year.',
    },
  },

  // IIM Sirmaur: a floor with no cycle stated [31]; the CAP 2026 floor [27][28].
  {
    college: 'iim-sirmaur',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 94,
      sectionalMinimums: each(73),
      categories: ['General'],
      kind: 'official-minimum',
      source: S.collegeduniaSirmaur,
      note: 'Reported floor; the source does not state its cycle.',
    },
  },
  {
    college: 'iim-sirmaur',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 95,
      categories: ['General'],
      cycle: 'CAP 2026',
      cycleYear: 2025,
      kind: 'official-minimum',
      source: S.careers360Cap,
      note: 'The CAP 2026 overall floor (CAP 2026 ran for IIM Bodh Gaya, Jammu and Sirmaur).',
    },
  },

  // IIM Jammu [29]: 2 percentile lower for women.
  {
    college: 'iim-jammu',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 95,
      categories: ['General'],
      relaxations: [{ gender: 'woman', points: 2 }],
      kind: 'official-minimum',
      source: S.shikshaIimJammu,
      note: 'Published minimum, 2 percentile lower for women; the source does not state its cycle.',
    },
  },

  // XLRI [40][62]: XAT 2026 BM cut-offs for GD and interview, separate for men and women.
  {
    college: 'xlri-jamshedpur',
    line: {
      exam: 'XAT',
      measure: 'percentile',
      value: 94,
      categories: ['General'],
      gender: 'man',
      programme: 'BM',
      cycle: 'XAT 2026',
      cycleYear: 2026,
      kind: 'official-minimum',
      source: S.telegraphXlri,
      note: 'XLRI’s published XAT cut-off for a GD and interview call, BM programme, men.',
    },
  },
  {
    college: 'xlri-jamshedpur',
    line: {
      exam: 'XAT',
      measure: 'percentile',
      value: 88,
      categories: ['General'],
      gender: 'woman',
      programme: 'BM',
      cycle: 'XAT 2026',
      cycleYear: 2026,
      kind: 'official-minimum',
      source: S.telegraphXlri,
      note: 'XLRI’s published XAT cut-off for a GD and interview call, BM programme, women.',
    },
  },

  // IIFT Kolkata [98]: ~96 reported by a third-party admissions page, cycle not stated.
  {
    college: 'iift-kolkata',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 96,
      categories: ['General'],
      kind: 'third-party-report',
      source: S.applyoIift,
      note: 'Given as about 96 by a third-party admissions page.',
    },
  },

  // NMIMS [47]: an NMAT score, not a percentile.
  {
    college: 'nmims-mumbai',
    line: {
      exam: 'NMAT',
      measure: 'score',
      value: 209,
      categories: ['General'],
      kind: 'third-party-report',
      source: S.collnodNmims,
      note: 'An NMAT scaled score (not a percentile), as a third-party admissions page reports it.',
    },
  },

  // SIBM Pune [49]: an aggregator's estimated range.
  {
    college: 'sibm-pune',
    line: {
      exam: 'SNAP',
      measure: 'percentile',
      value: 97,
      valueMax: 98.5,
      categories: ['General'],
      kind: 'aggregator-estimate',
      source: S.careers360Snap,
      note: 'An aggregator’s estimated range of about 97–98.5; the source’s address names SNAP 2015, so it may be old.',
    },
  },

  // IIT Delhi DMS [54]: an aggregator's estimated range.
  {
    college: 'iit-delhi-dms',
    line: {
      exam: 'CAT',
      measure: 'percentile',
      value: 90,
      valueMax: 94,
      categories: ['General'],
      kind: 'aggregator-estimate',
      source: S.careers360IitDelhi,
      note: 'An aggregator’s estimated range, not an official figure.',
    },
  },
];
