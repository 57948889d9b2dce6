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
