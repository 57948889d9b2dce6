/**
 * Made-up colleges with their programmes, for measuring the public site at scale (`npm run bench`). Never for
 * committed data: the benches write them straight into a local stack's database (jsonInsert), so every trigger of
 * the real write path runs.
 *
 * The mix is what a national catalogue looks like, the same for the same count (a seeded generator): most
 * colleges private and in the five states the /colleges filter offers, a long tail elsewhere; fees as a single
 * figure, a range or unpublished; packages (as placement figures with a kind) and NIRF ranks for some; the entrance exams a school of its kind
 * accepts; one to four programmes each. So every /colleges filter (state, type, fee band, exam, rating, text) and
 * every sort finds real rows.
 */
import { PROGRAM_MODES } from '../lib/colleges/admin-schema';
import type { CollegeType } from '../lib/colleges/search-params';
import type { TablesInsert } from '../lib/database.types';
import { random, rowId, type Random } from './bench/random';

type College = TablesInsert<'colleges'>;
type Program = TablesInsert<'college_programs'>;
type Placement = TablesInsert<'college_placement_figures'>;

/** The first block of generated UUIDs (rowId); programmes use the next. */
export const COLLEGE_ID_BLOCK = 0xc0113e9e;
const PROGRAM_ID_BLOCK = 0xc0113e9f;

const PLACES: readonly { city: string; state: string; weight: number }[] = [
  { city: 'Mumbai', state: 'Maharashtra', weight: 9 },
  { city: 'Pune', state: 'Maharashtra', weight: 8 },
  { city: 'Nagpur', state: 'Maharashtra', weight: 3 },
  { city: 'Nashik', state: 'Maharashtra', weight: 2 },
  { city: 'Ahmedabad', state: 'Gujarat', weight: 5 },
  { city: 'Vadodara', state: 'Gujarat', weight: 3 },
  { city: 'Surat', state: 'Gujarat', weight: 2 },
  { city: 'Bengaluru', state: 'Karnataka', weight: 8 },
  { city: 'Mysuru', state: 'Karnataka', weight: 2 },
  { city: 'Manipal', state: 'Karnataka', weight: 1 },
  { city: 'New Delhi', state: 'Delhi', weight: 8 },
  { city: 'Hyderabad', state: 'Telangana', weight: 7 },
  { city: 'Warangal', state: 'Telangana', weight: 1 },
  { city: 'Chennai', state: 'Tamil Nadu', weight: 6 },
  { city: 'Coimbatore', state: 'Tamil Nadu', weight: 3 },
  { city: 'Kolkata', state: 'West Bengal', weight: 5 },
  { city: 'Noida', state: 'Uttar Pradesh', weight: 5 },
  { city: 'Lucknow', state: 'Uttar Pradesh', weight: 3 },
  { city: 'Gurugram', state: 'Haryana', weight: 5 },
  { city: 'Jaipur', state: 'Rajasthan', weight: 4 },
  { city: 'Indore', state: 'Madhya Pradesh', weight: 3 },
  { city: 'Bhopal', state: 'Madhya Pradesh', weight: 2 },
  { city: 'Kochi', state: 'Kerala', weight: 3 },
  { city: 'Bhubaneswar', state: 'Odisha', weight: 2 },
  { city: 'Chandigarh', state: 'Chandigarh', weight: 2 },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', weight: 2 },
];
const PLACE_WEIGHTS = Object.fromEntries(PLACES.map((p, i) => [String(i), p.weight])) as Record<string, number>;

const FOUNDERS = [
  'Aravali',
  'Ashoka',
  'Bharati',
  'Chanakya',
  'Deccan',
  'Ganga',
  'Godavari',
  'Indraprastha',
  'Kautilya',
  'Kaveri',
  'Krishna',
  'Malabar',
  'Narmada',
  'Nalanda',
  'Sahyadri',
  'Saraswati',
  'Shivalik',
  'Tapti',
  'Vidya',
  'Vindhya',
  'Yamuna',
  'Lotus',
  'Sunrise',
  'Horizon',
  'Pinnacle',
  'Meridian',
];
const NAME_FORMS: readonly ((founder: string, city: string) => string)[] = [
  (f, c) => `${f} Institute of Management, ${c}`,
  (f, c) => `${f} School of Business ${c}`,
  (f) => `${f} Business School`,
  (f, c) => `${c} ${f} College of Management Studies`,
  (f) => `${f} Institute of Management and Research`,
  (f, c) => `${f} Global Business School, ${c}`,
];
const TYPE_WEIGHTS = {
  Private: 45,
  Autonomous: 14,
  'Private University': 12,
  'Deemed University': 9,
  Government: 8,
  'Government-aided': 6,
  IIT: 3,
  IIM: 3,
} as const satisfies Record<CollegeType, number>;
const ACCREDITATIONS = ['AICTE', 'NBA', 'NAAC A+', 'NAAC A', 'AACSB', 'AMBA', 'EQUIS', 'SAQS'];
const SPECIALISATIONS = [
  'Finance',
  'Marketing',
  'Human Resources',
  'Operations',
  'Business Analytics',
  'Information Technology',
  'International Business',
  'Healthcare Management',
  'Agribusiness',
  'Supply Chain',
  'Entrepreneurship',
  'Digital Marketing',
];
const HIGHLIGHTS = [
  'Summer internships with a stipend for every student',
  'Live projects with regional industry from the first term',
  'Student exchange with partner schools abroad',
  'Dedicated placement cell with alumni mentoring',
  'Residential campus with a 24-hour library',
  'Case-method teaching in core courses',
  'Scholarships for up to a quarter of each batch',
  'Certification tracks in analytics and finance',
];

/** Exams a school of this type accepts: IIMs take CAT; others CAT and their state's or own tests. */
function examsFor(rnd: Random, type: string, state: string): string[] {
  if (type === 'IIM') return rnd.next() < 0.3 ? ['CAT', 'GMAT'] : ['CAT'];
  if (type === 'IIT') return ['CAT'];
  const exams = new Set<string>();
  if (rnd.next() < 0.7) exams.add('CAT');
  if (rnd.next() < 0.35) exams.add('XAT');
  if (rnd.next() < 0.3) exams.add('NMAT');
  if (rnd.next() < 0.25) exams.add('SNAP');
  if (rnd.next() < 0.4) exams.add('MAT');
  if (rnd.next() < 0.35) exams.add('CMAT');
  if (rnd.next() < 0.15) exams.add('GMAT');
  if (state === 'Maharashtra' && rnd.next() < 0.7) exams.add('MAH-CET');
  if (exams.size === 0) exams.add('CMAT');
  return [...exams];
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** College number i of a generated catalogue, with its programmes. */
export function makeCollege(
  i: number,
  rnd: Random = random(1_000_003 + i),
): { college: College; programs: Program[]; placements: Placement[] } {
  const place = PLACES[Number(rnd.weighted(PLACE_WEIGHTS))];
  const type = rnd.weighted(TYPE_WEIGHTS);
  const founder = rnd.pick(FOUNDERS);
  const name = rnd.pick(NAME_FORMS)(founder, place.city);
  const premium = type === 'IIM' || type === 'IIT';
  const rating = Math.round(Math.min(5, Math.max(2, (premium ? 4.1 : 2.6) + rnd.next() * (premium ? 0.9 : 2))) * 10) / 10;
  // Whole-course fees in rupees: a few lakh at a state college, twenty and more at the top private schools.
  const fees =
    Math.round(((premium ? 14 : type.startsWith('Government') ? 1.5 : 4) + rnd.next() * (premium ? 12 : 18)) * 10) * 10_000;
  const feesKind = rnd.weighted({ single: 65, range: 25, unpublished: 10 });
  const averagePackage = rnd.next() < 0.8 ? Math.round((premium ? 18 : 4) + rnd.next() * (premium ? 14 : 12)) : null;
  const id = rowId(COLLEGE_ID_BLOCK, i);
  const exams = examsFor(rnd, type, place.state);
  const slug = `${slugify(name)}-${i}`;
  const website = `https://www.${slug.replace(/-/g, '')}.example.in`;
  const college: College = {
    id,
    slug,
    name,
    short_name: rnd.next() < 0.6 ? `${founder} ${type === 'IIM' ? 'IIM' : 'IM'} ${place.city}` : null,
    location: `${place.city}, ${place.state}`,
    city: place.city,
    state: place.state,
    type,
    rating,
    established: rnd.between(premium ? 1959 : 1975, 2021),
    total_fees: feesKind === 'single' ? fees : null,
    fees_min: feesKind === 'range' ? fees : null,
    fees_max: feesKind === 'range' ? fees + rnd.between(2, 8) * 100_000 : null,
    fees_year: feesKind === 'unpublished' ? null : rnd.pick(['2024', '2025', '2026']),
    fees_note: feesKind === 'range' ? 'Range across programmes; hostel extra.' : null,
    exams_accepted: exams,
    nirf_rank: rnd.next() < 0.1 ? rnd.between(1, 300) : null,
    nirf_year: null,
    rankings: [],
    accreditation: rnd.some(ACCREDITATIONS, 0.3),
    total_seats: rnd.between(3, 60) * 10,
    website,
    description:
      `${name} is a ${type.toLowerCase()} business school in ${place.city}, ${place.state}. It offers ` +
      `postgraduate management programmes through ${exams.join(', ')}, with ${rnd.pick(SPECIALISATIONS)} and ` +
      `${rnd.pick(SPECIALISATIONS)} among its most chosen specialisations.`,
    admission_process: `Shortlisting on ${exams[0]} scores and academics, followed by a written ability test and a personal interview.`,
    cutoffs: exams.slice(0, 2).map((exam) => ({
      exam,
      kind: 'est',
      percentile: Math.round(Math.min(99.5, (premium ? 90 : 55) + rnd.next() * (premium ? 9 : 35)) * 10) / 10,
      year: 2025,
      category: 'General',
      note: 'Generated for load testing',
    })),
    email: `admissions@${slug.replace(/-/g, '')}.example.in`,
    phone: `+91 ${rnd.between(20, 99)} ${rnd.between(1000, 9999)} ${rnd.between(1000, 9999)}`,
    address: `${rnd.between(1, 400)} Knowledge Park, ${place.city}, ${place.state}`,
    highlights: rnd.some(HIGHLIGHTS, 0.4),
    data_sources: [{ label: 'fees', url: `${website}/admissions` }],
    last_verified_at: `2026-${String(rnd.between(1, 10)).padStart(2, '0')}-15`,
    is_featured: false,
    is_active: rnd.next() < 0.97,
  };
  if (college.nirf_rank) college.nirf_year = 2025;
  // Packages are placement figures, each with its kind and source; the database keeps the college's columns to them.
  const placementYear = rnd.pick([2024, 2025]);
  const placementKind = rnd.pick(['college-published', 'press-report', 'aggregator-estimate'] as const);
  const placements: Placement[] =
    averagePackage === null
      ? []
      : (
          [
            ['average', averagePackage],
            ['median', Math.round(averagePackage * 0.9)],
            ['highest', averagePackage * rnd.between(2, 4)],
          ] as const
        ).map(([metric, value]) => ({
          college_id: id,
          metric,
          value,
          year: placementYear,
          kind: placementKind,
          source_url: `${website}/placements`,
        }));
  const programs: Program[] = Array.from({ length: rnd.between(1, 4) }, (_, k) => {
    const flagship = k === 0;
    const mode = flagship ? 'Full-time' : rnd.pick(PROGRAM_MODES);
    const degree = flagship ? rnd.pick(['MBA', 'PGDM']) : mode === 'Executive' ? 'MBA (Executive)' : rnd.pick(['MBA', 'PGDM']);
    return {
      id: rowId(PROGRAM_ID_BLOCK, i * 4 + k),
      college_id: id,
      name: flagship ? `${degree} (two-year)` : `${degree} ${mode}${k > 1 ? ` ${rnd.pick(SPECIALISATIONS)}` : ''}`,
      degree,
      duration_months: mode === 'Executive' ? 12 : mode === 'Online' ? 18 : 24,
      total_fees: flagship ? (college.total_fees ?? college.fees_min ?? null) : Math.round(fees * 0.6),
      fees_year: college.fees_year,
      seats: rnd.between(3, 24) * 10,
      specializations: rnd.some(SPECIALISATIONS, 0.35),
      mode,
      eligibility: 'A bachelor’s degree with at least 50% marks (45% for reserved categories).',
      exams_accepted: exams,
      average_package: flagship ? averagePackage : null,
      highest_package: null,
      placement_year: flagship && averagePackage !== null ? String(placementYear) : null,
      description: null,
      is_flagship: flagship,
      order_index: k,
    };
  });
  return { college, programs, placements };
}

type Insert = (rows: Record<string, unknown>[]) => Promise<void>;

/** Makes `count` colleges with their programmes and writes them in batches, reporting progress after each. */
export async function generateColleges(
  write: { colleges: Insert; programs: Insert; placements: Insert },
  count: number,
  progress: (done: number) => void = () => {},
): Promise<void> {
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const made = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => makeCollege(start + k));
    await write.colleges(made.map((m) => m.college));
    await write.programs(made.flatMap((m) => m.programs));
    const placements = made.flatMap((m) => m.placements);
    if (placements.length) await write.placements(placements);
    progress(start + made.length);
  }
}
