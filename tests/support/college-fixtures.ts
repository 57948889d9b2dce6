import type { PlacementFigure } from '@/lib/colleges/placement-provenance';
import type { CollegeDetail, CollegeProgram } from '@/lib/data/colleges';

/** A two-year full-time flagship MBA with nothing else published; tests add what they look at. */
export function collegeProgram(overrides: Partial<CollegeProgram> = {}): CollegeProgram {
  return {
    id: 'p',
    name: 'PGP',
    degree: 'MBA',
    duration_months: 24,
    total_fees: null,
    fees_year: null,
    seats: null,
    specializations: [],
    mode: 'Full-time',
    eligibility: null,
    exams_accepted: [],
    average_package: null,
    highest_package: null,
    placement_year: null,
    description: null,
    is_flagship: true,
    order_index: 0,
    ...overrides,
  };
}

/** A press-reported average package of ₹20 LPA for the batch graduating in 2025; tests change what they look at. */
export function placementFigure(overrides: Partial<PlacementFigure> = {}): PlacementFigure {
  return {
    id: 'figure',
    metric: 'average',
    scope: 'all',
    value: 20,
    outOf: null,
    year: 2025,
    batch: null,
    kind: 'press-report',
    sourceUrl: 'https://example.org/placements',
    auditor: null,
    note: null,
    ...overrides,
  };
}

/** A college with nothing published; tests add what they look at. */
export function collegeDetail(overrides: Partial<CollegeDetail> = {}): CollegeDetail {
  return {
    id: 'c0113e9e-0000-4000-8000-000000000042',
    slug: 'sample-school',
    name: 'Sample School of Management',
    short_name: null,
    location: 'Pune, Maharashtra',
    city: 'Pune',
    state: 'Maharashtra',
    type: 'Private',
    rating: null,
    total_fees: null,
    fees_min: null,
    fees_max: null,
    fees_year: null,
    average_package: null,
    average_package_kind: null,
    placement_year: null,
    exams_accepted: [],
    nirf_rank: null,
    nirf_year: null,
    established: null,
    fees_note: null,
    median_package: null,
    highest_package: null,
    placement_source: null,
    accreditation: [],
    total_seats: null,
    website: null,
    description: null,
    admission_process: null,
    email: null,
    phone: null,
    address: null,
    highlights: [],
    last_verified_at: null,
    updated_at: '2026-11-01T00:00:00Z',
    rankings: [],
    cutoffs: [],
    data_sources: [],
    programs: [],
    placements: [],
    ...overrides,
  };
}
