import type { CompositeComponent, CompositeFormula, CompositeSource } from './composite';

/*
 * Shortlisting composites as published, from the project's research notes on MBA shortlisting (2026-11; each
 * source below is the one those notes cite). Only what the sources state is modelled: where a weight is given without the points
 * table behind it, the component says what is missing and is not computed. Revisit each cycle: the rules change
 * every year (IIM Ahmedabad's floor went from 80 to 95 in one cycle).
 */

const SOURCES = {
  edexliveIimA: {
    url: 'https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs',
    label: 'EdexLive, "Getting into IIM Ahmedabad just got tougher" (Aug 2025)',
  },
  insideIimA: {
    url: 'https://insideiim.com/amp/iim-ahmedabad-selection-criteria-released-for-pgp-batch-2025-2027',
    label: 'InsideIIM, IIM Ahmedabad selection criteria, PGP 2025-27',
  },
  stratcatIimA: {
    url: 'https://stratcat.in/blog/selection-criteria-iim-ahmedabad',
    label: 'StratCAT, IIM Ahmedabad selection criteria',
  },
  ndtvIimA: {
    url: 'https://www.ndtv.com/education/iim-ahmedabad-announces-revised-criteria-for-mba-admissions',
    label: 'NDTV, IIM Ahmedabad announces revised criteria',
  },
  collegedekhoIimB: {
    url: 'https://www.collegedekho.com/news/iim-bangalore-mba-2026-28-admission-to-have-55-percent-weightage-for-cat-scores-check-weightage-details-for-stage-1-shortlisting-73326',
    label: 'CollegeDekho, IIM Bangalore 2026-28 stage-1 shortlisting weights',
  },
  crackuIimC: {
    url: 'https://cracku.in/blog/iim-calcutta-admission-criteria-2024/',
    label: 'Cracku, IIM Calcutta admission criteria 2024',
  },
  collegeduniaFms: {
    url: 'https://s4.collegedunia.com/qna/question/31657-whats-the-process-for-getting-into-fms-delhi',
    label: 'Collegedunia Q&A, the process for getting into FMS Delhi (third-party answer)',
  },
  applyoIift: {
    url: 'http://dev.applyo.in//colleges/indian-institute-of-foreign-trade-iift-kolkata/admissions',
    label: 'Applyo, IIFT Kolkata admissions (third-party page)',
  },
} satisfies Record<string, CompositeSource>;

function component(
  c: Pick<CompositeComponent, 'id' | 'label' | 'weight' | 'inputs' | 'scoring'> & Partial<CompositeComponent>,
): CompositeComponent {
  return { group: null, sources: [], note: null, ...c };
}

const notPublished = (missing: string) => ({ method: 'not-published', missing }) as const;
const points = (n: number) => ({ kind: 'points', points: n }) as const;

const IIM_AHMEDABAD: CompositeFormula = {
  id: 'iim-ahmedabad-2026-28',
  institute: 'IIM Ahmedabad',
  collegeSlugs: ['iim-ahmedabad'],
  stage: 'shortlist',
  cycle: 'CAT 2025 (2026-28 batch)',
  outOf: null,
  statement: 'Composite score = 0.65 × normalised CAT score + 0.35 × Application Rating (AR).',
  groups: [{ id: 'ar', label: 'Application Rating (AR)', weight: { kind: 'share', share: 0.35 } }],
  components: [
    component({
      id: 'cat',
      label: 'Normalised CAT score',
      weight: { kind: 'share', share: 0.65 },
      inputs: ['examScore'],
      scoring: notPublished('how the CAT score is normalised'),
    }),
    component({
      id: 'ar-academics',
      label: 'AR: class 10, class 12 and graduation marks, by stream and academic category',
      group: 'ar',
      weight: { kind: 'not-published', within: 'the Application Rating' },
      inputs: ['class10Percent', 'class12Percent', 'graduationPercent', 'academicBackground'],
      scoring: notPublished('the points table by stream and academic category'),
    }),
    component({
      id: 'ar-work-experience',
      label: 'AR: work experience',
      group: 'ar',
      weight: { kind: 'not-published', within: 'the Application Rating' },
      inputs: ['workExperienceMonths'],
      scoring: { method: 'per-month-over', fromMonths: 11, pointsPerMonth: 0.2 },
      sources: [SOURCES.insideIimA, SOURCES.stratcatIimA, SOURCES.ndtvIimA],
      note: 'Rule from the 2025-27 policy; the 2026-28 figure is not in our sources.',
    }),
  ],
  sources: [SOURCES.edexliveIimA, SOURCES.insideIimA],
};

const IIM_BANGALORE: CompositeFormula = {
  id: 'iim-bangalore-2026-28',
  institute: 'IIM Bangalore',
  collegeSlugs: ['iim-bangalore'],
  stage: 'shortlist',
  cycle: '2026-28 batch',
  outOf: 100,
  statement:
    'Pre-interview score out of 100: CAT 55 (VARC 19, DILR 21, QA 15), class 10 10, class 12 10, graduation 10, work experience or a professional course 10, gender diversity 5.',
  groups: [{ id: 'cat', label: 'CAT', weight: points(55) }],
  components: [
    component({
      id: 'cat-varc',
      label: 'CAT VARC',
      group: 'cat',
      weight: points(19),
      inputs: ['examSectionals'],
      scoring: notPublished('how a sectional score becomes points'),
    }),
    component({
      id: 'cat-dilr',
      label: 'CAT DILR',
      group: 'cat',
      weight: points(21),
      inputs: ['examSectionals'],
      scoring: notPublished('how a sectional score becomes points'),
    }),
    component({
      id: 'cat-qa',
      label: 'CAT QA',
      group: 'cat',
      weight: points(15),
      inputs: ['examSectionals'],
      scoring: notPublished('how a sectional score becomes points'),
    }),
    component({
      id: 'class-10',
      label: 'Class 10 marks',
      weight: points(10),
      inputs: ['class10Percent'],
      scoring: notPublished('the points table for class 10 marks'),
    }),
    component({
      id: 'class-12',
      label: 'Class 12 marks',
      weight: points(10),
      inputs: ['class12Percent'],
      scoring: notPublished('the points table for class 12 marks'),
    }),
    component({
      id: 'graduation',
      label: 'Graduation marks',
      weight: points(10),
      inputs: ['graduationPercent'],
      scoring: notPublished('the points table for graduation marks'),
    }),
    component({
      id: 'work-experience',
      label: 'Work experience or a professional course',
      weight: points(10),
      inputs: ['workExperienceMonths'],
      scoring: notPublished('the points table for work experience or a professional course'),
    }),
    component({
      id: 'gender-diversity',
      label: 'Gender diversity',
      weight: points(5),
      inputs: ['gender'],
      scoring: notPublished('who receives these points and how many'),
      note: 'Used only before the interview.',
    }),
  ],
  sources: [SOURCES.collegedekhoIimB],
};

const IIM_CALCUTTA: CompositeFormula = {
  id: 'iim-calcutta-2024-26',
  institute: 'IIM Calcutta',
  collegeSlugs: ['iim-calcutta'],
  stage: 'shortlist',
  cycle: '2024-26 batch',
  outOf: 85,
  statement: 'Composite out of 85: CAT 56, class 10 10, class 12 15, gender 4; graduation marks carry no weight.',
  groups: [],
  components: [
    component({
      id: 'cat',
      label: 'CAT',
      weight: points(56),
      inputs: ['examScore', 'examSectionals'],
      scoring: notPublished('how the CAT score becomes points'),
    }),
    component({
      id: 'class-10',
      label: 'Class 10 marks',
      weight: points(10),
      inputs: ['class10Percent'],
      scoring: notPublished('the points table for class 10 marks'),
    }),
    component({
      id: 'class-12',
      label: 'Class 12 marks',
      weight: points(15),
      inputs: ['class12Percent'],
      scoring: notPublished('the points table for class 12 marks'),
    }),
    component({
      id: 'gender',
      label: 'Gender diversity',
      weight: points(4),
      inputs: ['gender'],
      scoring: notPublished('who receives these points and how many'),
    }),
  ],
  sources: [SOURCES.crackuIimC],
};

const FMS_DELHI: CompositeFormula = {
  id: 'fms-delhi',
  institute: 'FMS Delhi',
  collegeSlugs: ['fms-delhi'],
  stage: 'shortlist',
  cycle: 'cycle not stated',
  outOf: null,
  statement: 'CAT sections weighted 40/30/30, plus points for class 10 and 12 marks and 5 points for women.',
  groups: [],
  components: [
    component({
      id: 'cat-sections',
      label: 'CAT sections, weighted 40/30/30',
      weight: { kind: 'not-published', within: 'the composite' },
      inputs: ['examSectionals'],
      scoring: notPublished('which section carries 40 and how the sections become points'),
    }),
    component({
      id: 'class-10-12',
      label: 'Class 10 and class 12 marks',
      weight: { kind: 'not-published', within: 'the composite' },
      inputs: ['class10Percent', 'class12Percent'],
      scoring: notPublished('the points table for class 10 and 12 marks'),
    }),
    component({
      id: 'women',
      label: 'Points for women',
      weight: points(5),
      inputs: ['gender'],
      scoring: { method: 'fixed-for-gender', gender: 'woman', points: 5 },
    }),
  ],
  sources: [SOURCES.collegeduniaFms],
};

const IIFT: CompositeFormula = {
  id: 'iift',
  institute: 'IIFT',
  collegeSlugs: ['iift-delhi', 'iift-kolkata'],
  stage: 'shortlist',
  cycle: 'cycle not stated',
  outOf: 100,
  statement: 'CAT worth 98 points plus 2 points for women.',
  groups: [],
  components: [
    component({
      id: 'cat',
      label: 'CAT',
      weight: points(98),
      inputs: ['examScore'],
      scoring: notPublished('how the CAT score becomes the 98 points'),
    }),
    component({
      id: 'women',
      label: 'Points for women',
      weight: points(2),
      inputs: ['gender'],
      scoring: { method: 'fixed-for-gender', gender: 'woman', points: 2 },
    }),
  ],
  sources: [SOURCES.applyoIift],
};

export const COMPOSITE_FORMULAS: readonly CompositeFormula[] = [IIM_AHMEDABAD, IIM_BANGALORE, IIM_CALCUTTA, FMS_DELHI, IIFT];

/** The published composite for a college (by its seed slug), if one is modelled. */
export function compositeFormulaFor(collegeSlug: string): CompositeFormula | null {
  return COMPOSITE_FORMULAS.find((f) => f.collegeSlugs.includes(collegeSlug)) ?? null;
}
