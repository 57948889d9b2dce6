import type { PlacementFigure } from '@/lib/colleges/placement-provenance';
import type { CollegeProgram } from '@/lib/data/colleges';

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
