import type { ExamDifficulty } from '@/lib/exams/difficulty';

/*
 * Fixed copy of the home page (spec §1, §9). Figures here are the spec's marketing claims and planning
 * averages, labelled as such on the page; editable ones are overridden from site_settings when present.
 */

export interface SampleMockTest {
  exam: string;
  questions: number;
  minutes: number;
  difficulty: ExamDifficulty;
}

/** The hero's sample list of mock tests (spec §1), fixed copy rather than current exam patterns. */
export const HERO_MOCK_TESTS: SampleMockTest[] = [
  { exam: 'CAT', questions: 76, minutes: 180, difficulty: 'High' },
  { exam: 'XAT', questions: 95, minutes: 165, difficulty: 'Medium' },
  { exam: 'NMAT', questions: 120, minutes: 120, difficulty: 'Medium' },
  { exam: 'SNAP', questions: 60, minutes: 60, difficulty: 'Easy' },
];

export interface ExamHubDefault {
  name: string;
  fullName: string;
  description: string;
  difficulty: ExamDifficulty | null;
}

/** The five exam hubs in order; used as they are when the exams table has no row for one. */
export const EXAM_HUB_DEFAULTS: ExamHubDefault[] = [
  {
    name: 'CAT',
    fullName: 'Common Admission Test',
    description: 'The IIMs’ computer-based test for MBA/PGP admissions, also used by 100+ other institutes.',
    difficulty: 'High',
  },
  {
    name: 'XAT',
    fullName: 'Xavier Aptitude Test',
    description: 'XLRI’s test, accepted by 250+ schools, with a Decision Making section of its own.',
    difficulty: 'Medium',
  },
  {
    name: 'NMAT',
    fullName: 'NMAT by GMAC',
    description: 'Taken in a test window with up to three attempts; used by NMIMS and other schools.',
    difficulty: 'Medium',
  },
  {
    name: 'SNAP',
    fullName: 'Symbiosis National Aptitude Test',
    description: 'The entrance test of the Symbiosis institutes; up to three tests, best score counts.',
    difficulty: 'Easy',
  },
  {
    name: 'MAT',
    fullName: 'Management Aptitude Test',
    description: 'AIMA’s test, held four times a year, paper-based and computer-based.',
    difficulty: null,
  },
];

export interface HeadlineStat {
  key: 'students' | 'college_tie_ups' | 'placement_rate' | 'internships' | 'videos';
  label: string;
  value: string;
}

/** Spec §1's headline claims, the fallback for the 'stats' site setting. */
export const DEFAULT_STATS: HeadlineStat[] = [
  { key: 'students', label: 'Students guided', value: '4000+' },
  { key: 'college_tie_ups', label: 'College tie-ups', value: '500+' },
  { key: 'placement_rate', label: 'Placement rate', value: '95%' },
  { key: 'internships', label: 'Internships', value: '1,200+' },
  { key: 'videos', label: 'Expert videos', value: '200+' },
];

/** The 'stats' setting ({ students: "4000+", … }) over the defaults; unusable values keep the default. */
export function resolveStats(setting: unknown): HeadlineStat[] {
  const values = typeof setting === 'object' && setting !== null ? (setting as Record<string, unknown>) : {};
  return DEFAULT_STATS.map((stat) => {
    const value = values[stat.key];
    return typeof value === 'string' && value.trim() ? { ...stat, value: value.trim() } : stat;
  });
}

export interface StudyAbroadCountry {
  country: 'United States' | 'United Kingdom' | 'Canada';
  code: 'US' | 'UK' | 'CA';
  programmes: string;
  averageCost: string;
  duration: string;
  topSchools: string[];
}

/** Spec §9's planning averages; 'programmes' counts the programmes our counsellors advise on. */
export const DEFAULT_STUDY_ABROAD: StudyAbroadCountry[] = [
  {
    country: 'United States',
    code: 'US',
    programmes: '150+',
    averageCost: '$60,000',
    duration: '2 years',
    topSchools: ['Harvard Business School', 'Stanford GSB', 'Wharton (UPenn)'],
  },
  {
    country: 'United Kingdom',
    code: 'UK',
    programmes: '60+',
    averageCost: '£45,000',
    duration: '1 year',
    topSchools: ['London Business School', 'Oxford Saïd', 'Cambridge Judge'],
  },
  {
    country: 'Canada',
    code: 'CA',
    programmes: '40+',
    averageCost: 'CAD 55,000',
    duration: '2 years',
    topSchools: ['Rotman (Toronto)', 'Ivey (Western)', 'Desautels (McGill)'],
  },
];

/** The 'home.study_abroad' setting ({ countries: [{ country, average_cost, duration }] }) over the defaults. */
export function resolveStudyAbroad(setting: unknown): StudyAbroadCountry[] {
  const countries =
    typeof setting === 'object' && setting !== null && Array.isArray((setting as { countries?: unknown }).countries)
      ? ((setting as { countries: unknown[] }).countries.filter((c) => typeof c === 'object' && c !== null) as Record<
          string,
          unknown
        >[])
      : [];
  return DEFAULT_STUDY_ABROAD.map((entry) => {
    const match = countries.find((c) => c.country === entry.country);
    if (!match) return entry;
    const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
    return { ...entry, averageCost: text(match.average_cost, entry.averageCost), duration: text(match.duration, entry.duration) };
  });
}
