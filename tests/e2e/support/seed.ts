/*
 * Facts of supabase/seed.sql the browser suite expects on the pages, written out by hand rather than read with
 * the query a page runs: a page that drops, reorders or mislabels seeded content then fails, even when the
 * query and the page are wrong the same way. A change to the seed changes these on purpose.
 */

/**
 * The exam hubs' rows (exams.name, full_name, the opening of description, difficulty, applicants as the card
 * reads them and the source named under a published count), in the home page's order.
 */
export const SEED_EXAM_HUBS = [
  {
    name: 'CAT',
    fullName: 'Common Admission Test',
    description: 'CAT is the computer-based entrance test',
    difficulty: 'High',
    applicants: '2,95,000 (CAT 2025 registrations, approx.)',
    source: 'Careers360, 24 Dec 2025',
  },
  {
    name: 'XAT',
    fullName: 'Xavier Aptitude Test',
    description: 'XAT is conducted by XLRI Jamshedpur',
    difficulty: 'Medium',
    applicants: '1,35,000 (XAT 2024 registrations)',
    source: "Hindustan Times, citing XLRI's press release",
  },
  {
    name: 'NMAT',
    fullName: 'NMAT by GMAC',
    description: 'NMAT is conducted by GMAC in a test window',
    difficulty: 'Medium',
    applicants: 'Not published',
    source: null,
  },
  {
    name: 'SNAP',
    fullName: 'Symbiosis National Aptitude Test',
    description: "SNAP is Symbiosis International (Deemed University)'s test",
    difficulty: 'Easy',
    applicants: 'Not published',
    source: null,
  },
  // The seed leaves MAT unrated; only CAT and XAT have a published applicant count.
  {
    name: 'MAT',
    fullName: 'Management Aptitude Test',
    description: 'MAT is conducted by the All India Management Association',
    difficulty: 'Not rated',
    applicants: 'Not published',
    source: null,
  },
] as const;

/** The 'stats' site setting, as the home page labels it. */
export const SEED_STATS = [
  ['Students guided', '4000+'],
  ['College tie-ups', '500+'],
  ['Placement rate', '95%'],
  ['Internships', '1,200+'],
  ['Expert videos', '200+'],
] as const;

/** The three most recently published posts, newest first (published 2026-09-16, 2026-08-19, 2026-07-08). */
export const SEED_LATEST_POSTS = [
  {
    slug: 'delhi-ncr-b-schools-guide',
    title: 'Delhi NCR B-Schools: FMS, MDI, IIFT, DMS IIT Delhi, IMI and IMT Ghaziabad',
    author: 'Ananya Iyer',
  },
  {
    slug: 'work-experience-vs-fresher-mba',
    title: 'Work Experience or Straight After College? How IIMs Treat Both',
    author: 'Rohan Mehta',
  },
  {
    slug: 'gd-pi-wat-preparation-guide',
    title: 'GD, WAT and Personal Interview: How to Prepare After CAT',
    author: 'Ananya Iyer',
  },
] as const;

/** Every active video in order_index order; the first five are featured. */
export const SEED_VIDEOS = [
  'CAT VARC: A Reading Comprehension Method That Scales',
  'DILR Set Selection in the First Five Minutes',
  'How IIMs Shortlist: Floors, Composite Scores and Weights',
  'XAT Decision Making: A Framework for Caselets',
  'Personal Interview Masterclass: Answering "Why MBA?"',
  'Quant Foundations: Percentages, Profit and Loss',
  'NMAT and SNAP in December: Planning Around CAT',
  'MBA Abroad: GMAT or GRE, and How Applications Differ',
] as const;
export const SEED_FEATURED_VIDEOS = SEED_VIDEOS.slice(0, 5);

/** Every active FAQ in order_index order: six 'general', then six 'admissions'. */
export const SEED_FAQS = [
  'What is MBA Disha?',
  'Is MBA Disha free to use?',
  'Where do your college fees and placement figures come from?',
  'What do "min" and "est" cut-offs mean on college pages?',
  'How do I save colleges and articles?',
  'How can I talk to a counselor?',
  'Which exam should I take for the IIMs?',
  'How is the CAT paper structured?',
  'Is a high CAT percentile enough for an IIM call?',
  'Do I need work experience to get into a good B-school?',
  'What is CAP and JAP?',
  'How many times can I take NMAT and SNAP?',
] as const;
