import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// For every table: select, insert, update and delete tried through supabase-js (the app's only data path) as
// each actor, and checked as allowed or refused exactly as the policies of spec §6 say. "Allowed" means the
// effect happened (row returned / inserted / changed / gone, checked with the service role), so a silently
// filtered update counts as refused just like a 42501.

const ACTORS = ['anon', 'member', 'other', 'counselor', 'editor', 'community_mod', 'super_admin'] as const;
type Actor = (typeof ACTORS)[number];
type Op = 'select' | 'insert' | 'update' | 'delete';
type Row = Record<string, unknown>;

const STAFF: Actor[] = ['counselor', 'editor', 'community_mod', 'super_admin'];
const SIGNED_IN: Actor[] = ['member', 'other', ...STAFF];
const EVERYONE: Actor[] = [...ACTORS];
const CONTENT: Actor[] = ['editor', 'super_admin'];
const LEADS: Actor[] = ['counselor', 'editor', 'super_admin'];
const SUPERVISORS: Actor[] = ['editor', 'super_admin'];
const MODERATORS: Actor[] = ['editor', 'community_mod', 'super_admin'];
// Issue 37: reviews are moderated without the editors who keep the colleges' pages.
const REVIEW_MODERATORS: Actor[] = ['community_mod', 'super_admin'];
const SYSTEM: Actor[] = ['super_admin'];

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let stack: LocalStack;
let service: SupabaseClient;
const clients = {} as Record<Actor, SupabaseClient>;
const ids = {} as Record<Actor, string | null>;
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;

async function createUser(email: string) {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: 'Demo@12345',
    email_confirm: true,
    user_metadata: { name: email.split('@')[0] },
  });
  if (error) throw error;
  return data.user.id;
}

async function insertAsService(table: string, row: Row): Promise<Row> {
  const { data, error } = await service.from(table).insert(row).select().single();
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  return data as Row;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
  service = createClient(stack.url, stack.serviceRoleKey, opts);
  clients.anon = createClient(stack.url, stack.anonKey, opts);
  ids.anon = null;
  for (const actor of ACTORS.filter((a) => a !== 'anon')) {
    const email = `${actor.replace('_', '-')}@rls.test`;
    const id = await createUser(email);
    if (STAFF.includes(actor)) {
      const { error } = await service.from('profiles').update({ role: actor, is_admin: true }).eq('id', id);
      if (error) throw error;
    }
    const c = createClient(stack.url, stack.anonKey, opts);
    const { error } = await c.auth.signInWithPassword({ email, password: 'Demo@12345' });
    if (error) throw error;
    clients[actor] = c;
    ids[actor] = id;
  }
}, 120_000);
afterAll(() => stack?.stop());

// Shared parents, created lazily with the service role.
const parents: Record<string, Row> = {};
async function parent(name: string, make: () => Promise<Row>) {
  return (parents[name] ??= await make());
}
const college = () =>
  insertAsService('colleges', { slug: uniq('college'), name: 'IIM Test', location: 'Ahmedabad, Gujarat', type: 'IIM' });
const predictorLine = (collegeId: string): Row => ({
  college_id: collegeId,
  exam: 'CAT',
  measure: 'percentile',
  value: 95,
  categories: ['General'],
  kind: 'official-minimum',
  source_url: 'https://example.com/policy',
  source_label: 'Institute policy',
});
const placementFigure = (collegeId: string): Row => ({
  college_id: collegeId,
  metric: 'median',
  value: 24.5,
  year: 2025,
  kind: 'college-published',
  source_url: `https://example.com/${uniq('placements')}`,
});
const publishedTest = () =>
  parent('mock_test', () =>
    insertAsService('mock_tests', {
      slug: uniq('mock'),
      title: 'CAT Mock',
      total_questions: 3,
      duration_minutes: 120,
      is_published: true,
    }),
  );
const question = async () =>
  insertAsService('mock_test_questions', {
    mock_test_id: (await publishedTest()).id,
    section: 'QA',
    question_number: ++n,
    question_text: '2+2?',
  });
const anotherTest = () =>
  insertAsService('mock_tests', {
    slug: uniq('mock'),
    title: 'XAT Mock',
    total_questions: 1,
    duration_minutes: 30,
    is_published: true,
  });
const submittedAttempt = async () =>
  insertAsService('mock_test_attempts', {
    user_id: ids.member,
    mock_test_id: (await publishedTest()).id,
    status: 'submitted',
    submitted_at: new Date().toISOString(),
    score: 3,
  });
/**
 * A one-question test of its own that the member has submitted an attempt at and, with `retaking`, is taking
 * again (one clock of 30 minutes, so the attempt is still running): its key, and the member's scored answer row.
 */
async function takenTest(retaking: boolean): Promise<{ key: Row; answer: Row }> {
  const test = await insertAsService('mock_tests', {
    slug: uniq('mock'),
    title: 'SNAP Mock',
    total_questions: 1,
    duration_minutes: 30,
    is_published: true,
    section_order: 'free',
    sections: [{ name: 'QA', questions: 1 }],
  });
  const q = await insertAsService('mock_test_questions', {
    mock_test_id: test.id,
    section: 'QA',
    question_number: 1,
    question_text: '3+3?',
  });
  const key = await insertAsService('mock_test_answer_keys', { question_id: q.id, correct_answer: 'B', explanation: 'Six.' });
  const submitted = await insertAsService('mock_test_attempts', {
    user_id: ids.member,
    mock_test_id: test.id,
    status: 'submitted',
    submitted_at: new Date().toISOString(),
    score: 0,
  });
  const answer = await insertAsService('mock_test_attempt_answers', {
    attempt_id: submitted.id,
    question_id: q.id,
    outcome: 'unattempted',
    marks: 0,
    correct_answer: 'B',
  });
  if (retaking) await insertAsService('mock_test_attempts', { user_id: ids.member, mock_test_id: test.id });
  return { key, answer };
}
const passage = async () =>
  insertAsService('mock_test_passages', {
    mock_test_id: (await publishedTest()).id,
    section: 'VARC',
    title: 'RC 1',
    body: 'Once…',
  });
const openThread = () =>
  parent('thread', () =>
    insertAsService('community_threads', { title: 'CAT vs XAT', body: 'Which first?', author_id: ids.member }),
  );

const calendarEntry = (): Row => ({
  id: uniq('entry'),
  status: 'announced',
  exam: 'cat',
  kind: 'exam-day',
  cycle: '2026-27',
  cycle_label: 'CAT 2026',
  source_label: 'IIM notice',
  source_url: 'https://iimcat.ac.in/',
  last_verified_on: '2026-11-22',
  starts_on: '2026-11-29',
});

const freshThread = () => insertAsService('community_threads', { title: 'NMAT or SNAP?', body: 'Both?', author_id: ids.member });

// Verified reviews (issue 37): each row needs a college of its own (one tie, one review per member and college).
const REVIEW_BODY =
  'The two years at this institute were demanding and worth it. Faculty in finance and strategy were excellent, ' +
  'the placement committee worked hard for every batch, and the campus life kept us going through the exams.';
async function reviewedCollege(): Promise<{ collegeId: string; programId: string }> {
  const c = await college();
  const p = await insertAsService('college_programs', { college_id: c.id, name: 'PGDM' });
  return { collegeId: c.id as string, programId: p.id as string };
}
const tieFor = (userId: string | null, collegeId: string) =>
  userId ? insertAsService('review_ties', { user_id: userId, college_id: collegeId, kind: 'student', method: 'document' }) : null;
const reviewRow = (authorId: string | null, at: { collegeId: string; programId: string }): Row => ({
  author_id: authorId,
  college_id: at.collegeId,
  program_id: at.programId,
  batch: '2025',
  body: REVIEW_BODY,
  rating_placements: 4,
  rating_faculty: 4,
  rating_roi: 4,
  rating_campus_life: 4,
  rating_value: 4,
});
const publishedReview = async () =>
  insertAsService('college_reviews', { ...reviewRow(ids.member, await reviewedCollege()), status: 'published' });
/** A document stored in the actor's own folder of review-documents (uploaded as the service role). */
async function storedDocument(userId: string | null): Promise<string> {
  const path = `${userId ?? crypto.randomUUID()}/${crypto.randomUUID()}.png`;
  const { error } = await service.storage
    .from('review-documents')
    .upload(path, new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], { type: 'image/png' }), { contentType: 'image/png' });
  if (error) throw error;
  return path;
}

interface Case {
  table: string;
  label?: string;
  key?: string;
  /** A row the checks act on, created fresh with the service role. */
  fixture: () => Promise<Row>;
  /** The row delete is tried on, when it must not be the fixture (the member's own profile). */
  deleteFixture?: () => Promise<Row>;
  /** What an actor tries to insert (for themself where rows are owned). */
  insertRow: (actorId: string | null) => Promise<Row>;
  patch: (actor: Actor) => Row;
  allowed: Record<Op, Actor[]>;
}

const livingEstimate = (): Row => ({
  city: uniq('City'),
  monthly_amount: 20000,
  covers: ['rent', 'food'],
  source_url: 'https://example.org/living',
  as_of: '2025-06-01',
});
const text = (field: string) => (actor: Actor) => ({ [field]: `changed by ${actor}` });

const CASES: Case[] = [
  {
    table: 'profiles',
    label: "profiles (the member's own)",
    fixture: async () => (await service.from('profiles').select('*').eq('id', ids.member!).single()).data as Row,
    deleteFixture: async () => ({ id: await createUser(`${uniq('gone')}@rls.test`) }),
    insertRow: async () => {
      const id = await createUser(`${uniq('noprofile')}@rls.test`);
      await service.from('profiles').delete().eq('id', id);
      return { id, name: 'New', email: 'new@rls.test' };
    },
    patch: text('bio'),
    allowed: { select: ['member', 'super_admin'], insert: SYSTEM, update: ['member', 'super_admin'], delete: SYSTEM },
  },
  {
    table: 'counselors',
    fixture: () => insertAsService('counselors', { name: 'Anita', email: `${uniq('c')}@rls.test` }),
    insertRow: async () => ({ name: 'New', email: `${uniq('c')}@rls.test` }),
    patch: text('specialization'),
    allowed: { select: LEADS, insert: SYSTEM, update: SYSTEM, delete: SYSTEM },
  },
  {
    table: 'colleges',
    fixture: college,
    insertRow: async () => ({ slug: uniq('college'), name: 'New', location: 'Pune, Maharashtra' }),
    patch: text('description'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'college_programs',
    fixture: async () => insertAsService('college_programs', { college_id: (await parent('college', college)).id, name: 'PGP' }),
    insertRow: async () => ({ college_id: (await parent('college', college)).id, name: 'PGPX' }),
    patch: text('eligibility'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'predictor_cutoff_lines',
    fixture: async () =>
      insertAsService('predictor_cutoff_lines', predictorLine((await parent('college', college)).id as string)),
    insertRow: async () => predictorLine((await parent('college', college)).id as string),
    patch: text('note'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'college_placement_figures',
    fixture: async () =>
      insertAsService('college_placement_figures', placementFigure((await parent('college', college)).id as string)),
    insertRow: async () => placementFigure((await parent('college', college)).id as string),
    patch: text('note'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    // Issue 37: a city's published living estimate; the cost calculator's basis, kept by content managers.
    table: 'city_living_costs',
    fixture: () => insertAsService('city_living_costs', livingEstimate()),
    insertRow: async () => livingEstimate(),
    patch: text('note'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    // The single row of loan defaults: read by anyone, changed by content managers, never added or removed.
    table: 'education_loan_defaults',
    fixture: async () => (await service.from('education_loan_defaults').select('*').single()).data as Row,
    insertRow: async () => ({
      id: true,
      rate_percent: 9,
      tenure_years: 10,
      rate_source_url: 'https://example.org/rate',
      tenure_source_url: 'https://example.org/tenure',
      as_of: '2025-01-01',
    }),
    patch: text('note'),
    allowed: { select: EVERYONE, insert: [], update: CONTENT, delete: [] },
  },
  {
    table: 'predictor_cutoff_line_history',
    // Written by the trigger on predictor_cutoff_lines only; editors read it, nobody edits or removes it.
    fixture: async () => {
      const line = await insertAsService(
        'predictor_cutoff_lines',
        predictorLine((await parent('college', college)).id as string),
      );
      return (
        await service
          .from('predictor_cutoff_line_history')
          .select('*')
          .eq('line_id', line.id as string)
          .single()
      ).data as Row;
    },
    insertRow: async () => ({ line_id: crypto.randomUUID(), college_id: crypto.randomUUID(), action: 'insert' }),
    patch: () => ({ actor_name: 'Someone else' }),
    allowed: { select: CONTENT, insert: [], update: [], delete: [] },
  },
  {
    table: 'exams',
    fixture: () => insertAsService('exams', { slug: uniq('exam'), name: uniq('EXAM'), difficulty: 'High' }),
    insertRow: async () => ({ slug: uniq('exam'), name: uniq('EXAM') }),
    patch: text('description'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'blog_posts',
    fixture: () =>
      insertAsService('blog_posts', { slug: uniq('post'), title: 'CAT plan', category: 'Exam Prep', author_id: ids.editor }),
    insertRow: async (actorId) => ({ slug: uniq('post'), title: 'New', category: 'News', author_id: actorId }),
    patch: text('excerpt'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'videos',
    fixture: () => insertAsService('videos', { title: 'VARC', video_url: 'https://youtu.be/abcdefghijk' }),
    insertRow: async () => ({ title: 'New', video_url: 'https://youtu.be/abcdefghijk' }),
    patch: text('description'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'faqs',
    fixture: () => insertAsService('faqs', { question: 'What is CAT?', answer: 'An exam.' }),
    insertRow: async () => ({ question: 'New?', answer: 'Yes.' }),
    patch: text('answer'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'scholarships',
    fixture: () => insertAsService('scholarships', { slug: uniq('sch'), name: 'Merit', provider: 'Trust' }),
    insertRow: async () => ({ slug: uniq('sch'), name: 'New', provider: 'Trust' }),
    patch: text('description'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'testimonials',
    fixture: () => insertAsService('testimonials', { name: 'Rohan', college: 'IIM Indore', content: 'Helped a lot', rating: 5 }),
    insertRow: async () => ({ name: 'New', college: 'XLRI', content: 'Good', rating: 4 }),
    patch: text('content'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'user_college_favorites',
    fixture: async () => insertAsService('user_college_favorites', { user_id: ids.member, college_id: (await college()).id }),
    insertRow: async (actorId) => ({ user_id: actorId, college_id: (await college()).id }),
    patch: () => ({ created_at: '2020-01-01T00:00:00+00:00' }),
    allowed: { select: ['member'], insert: SIGNED_IN, update: [], delete: ['member'] },
  },
  {
    table: 'user_blog_favorites',
    fixture: async () => {
      const post = await insertAsService('blog_posts', { slug: uniq('post'), title: 'Fav', category: 'News' });
      return insertAsService('user_blog_favorites', { user_id: ids.member, blog_id: post.id });
    },
    insertRow: async (actorId) => {
      const post = await insertAsService('blog_posts', { slug: uniq('post'), title: 'Fav', category: 'News' });
      return { user_id: actorId, blog_id: post.id };
    },
    patch: () => ({ created_at: '2020-01-01T00:00:00+00:00' }),
    allowed: { select: ['member'], insert: SIGNED_IN, update: [], delete: ['member'] },
  },
  {
    table: 'saved_comparisons',
    fixture: async () =>
      insertAsService('saved_comparisons', { user_id: ids.member, college_ids: [(await college()).id, (await college()).id] }),
    insertRow: async (actorId) => ({ user_id: actorId, college_ids: [(await college()).id, (await college()).id] }),
    patch: () => ({ created_at: '2020-01-01T00:00:00+00:00' }),
    allowed: { select: ['member'], insert: SIGNED_IN, update: [], delete: ['member'] },
  },
  {
    table: 'college_applications',
    fixture: async () => insertAsService('college_applications', { user_id: ids.member, college_id: (await college()).id }),
    insertRow: async (actorId) => ({ user_id: actorId, college_id: (await college()).id }),
    patch: () => ({ notes: 'changed' }),
    allowed: { select: ['member'], insert: SIGNED_IN, update: ['member'], delete: ['member'] },
  },
  {
    table: 'exam_calendar_entries',
    fixture: () => insertAsService('exam_calendar_entries', calendarEntry()),
    insertRow: async () => calendarEntry(),
    patch: text('note'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'exam_calendar_entry_history',
    // Written only by the entries' trigger: readable by those who maintain the calendar, changed by nobody.
    fixture: async () => {
      const entry = await insertAsService('exam_calendar_entries', calendarEntry());
      return (
        await stack.db.query<Row>(`select id::text as id from public.exam_calendar_entry_history where entry_id = $1`, [entry.id])
      ).rows[0];
    },
    insertRow: async () => ({ entry_id: 'invented', operation: 'insert' }),
    patch: () => ({ entry_id: 'rewritten' }),
    allowed: { select: CONTENT, insert: [], update: [], delete: [] },
  },
  {
    table: 'exam_reminder_subscriptions',
    key: 'token',
    fixture: async () => {
      await stack.db.query(`delete from public.exam_reminder_subscriptions where user_id = $1 and exam = 'cat'`, [ids.member]);
      return insertAsService('exam_reminder_subscriptions', { user_id: ids.member, exam: 'cat' });
    },
    // The user id comes from the session (its default); a user names only the exam.
    insertRow: async () => ({ exam: 'xat' }),
    patch: () => ({ exam: 'mat' }),
    allowed: { select: ['member'], insert: SIGNED_IN, update: [], delete: ['member'] },
  },
  {
    table: 'contact_submissions',
    fixture: () => insertAsService('contact_submissions', { name: 'Neha', email: 'neha@rls.test', message: 'Fees?' }),
    insertRow: async () => ({ name: 'New', email: 'new@rls.test', message: 'Hello', inquiry_type: 'counseling' }),
    patch: (actor) => ({ status: 'resolved', subject: actor }),
    // Written only by public.submit_enquiry (enquiries.test.ts).
    allowed: { select: LEADS, insert: [], update: LEADS, delete: LEADS },
  },
  {
    table: 'newsletter_subscribers',
    fixture: () => insertAsService('newsletter_subscribers', { email: `${uniq('n')}@rls.test` }),
    insertRow: async () => ({ email: `${uniq('n')}@rls.test` }),
    patch: (actor) => ({ source: actor }),
    // Written only by public.subscribe_newsletter (newsletter.test.ts).
    allowed: { select: LEADS, insert: [], update: LEADS, delete: LEADS },
  },
  {
    table: 'leads',
    fixture: () => insertAsService('leads', { name: 'Vikram', email: 'vikram@rls.test' }),
    insertRow: async () => ({ name: 'New', email: `${uniq('l')}@rls.test`, source: 'organic', form_type: 'consultation' }),
    patch: text('internal_notes'),
    // Written only by the public form functions; staff edit leads, they do not invent them. Only managers delete.
    allowed: { select: LEADS, insert: [], update: LEADS, delete: SUPERVISORS },
  },
  {
    table: 'lead_consents',
    // Nobody but the definer functions writes a consent, so the fixture is written as the database owner.
    fixture: async () =>
      (
        await stack.db.query<Row>(
          `insert into public.lead_consents (email, purpose, granted, notice_version, label, context)
           values ($1, 'newsletter', true, 'v1', 'Send me the newsletter', 'newsletter') returning *`,
          [`${uniq('c')}@rls.test`],
        )
      ).rows[0],
    insertRow: async () => ({
      email: `${uniq('c')}@rls.test`,
      purpose: 'newsletter',
      granted: true,
      notice_version: 'v1',
      label: 'x',
      context: 'newsletter',
    }),
    patch: () => ({ granted: false }),
    allowed: { select: LEADS, insert: [], update: [], delete: [] },
  },
  {
    table: 'lead_events',
    // The audit trail is written by triggers and definer functions only, and nobody edits or removes it.
    fixture: async () =>
      (
        await stack.db.query<Row>(
          `insert into public.lead_events (lead_id, lead_name, action) values (gen_random_uuid(), 'Vikram', 'viewed') returning *`,
        )
      ).rows[0],
    insertRow: async () => ({ lead_id: '00000000-0000-4000-8000-000000000001', lead_name: 'x', action: 'viewed' }),
    patch: () => ({ lead_name: 'Someone else' }),
    allowed: { select: LEADS, insert: [], update: [], delete: [] },
  },
  {
    table: 'content_events',
    // The content audit trail is written by triggers only, and nobody edits or removes it.
    fixture: async () =>
      (
        await stack.db.query<Row>(
          `insert into public.content_events (table_name, row_id, subject_table, subject_id, action)
           values ('colleges', 'x', 'colleges', gen_random_uuid()::text, 'insert') returning *`,
        )
      ).rows[0],
    insertRow: async () => ({
      table_name: 'colleges',
      row_id: 'x',
      subject_table: 'colleges',
      subject_id: 'x',
      action: 'insert',
    }),
    patch: () => ({ actor_name: 'Someone else' }),
    allowed: { select: CONTENT, insert: [], update: [], delete: [] },
  },
  {
    table: 'slug_redirects',
    key: 'old_slug',
    // Written by triggers when a college or post is renamed; readable when the page it leads to is.
    fixture: async () => {
      const target = await college();
      return (
        await stack.db.query<Row>(
          `insert into public.slug_redirects (kind, old_slug, new_slug) values ('college', $1, $2) returning *`,
          [uniq('old'), target.slug],
        )
      ).rows[0];
    },
    insertRow: async () => ({ kind: 'college', old_slug: uniq('old'), new_slug: 'iim-test' }),
    patch: () => ({ new_slug: 'elsewhere' }),
    allowed: { select: EVERYONE, insert: [], update: [], delete: [] },
  },
  {
    table: 'mock_tests',
    fixture: () =>
      insertAsService('mock_tests', {
        slug: uniq('mock'),
        title: 'XAT',
        total_questions: 95,
        duration_minutes: 170,
        is_published: true,
      }),
    insertRow: async () => ({ slug: uniq('mock'), title: 'New', total_questions: 60, duration_minutes: 60 }),
    patch: text('description'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'mock_test_questions',
    fixture: question,
    insertRow: async () => ({
      mock_test_id: (await publishedTest()).id,
      section: 'VARC',
      question_number: ++n,
      question_text: 'Q',
    }),
    patch: text('question_text'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'mock_test_answer_keys',
    key: 'question_id',
    fixture: async () => insertAsService('mock_test_answer_keys', { question_id: (await question()).id, correct_answer: 'B' }),
    insertRow: async () => ({ question_id: (await question()).id, correct_answer: 'C' }),
    patch: text('explanation'),
    allowed: { select: CONTENT, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'mock_test_answer_keys',
    label: 'mock_test_answer_keys (a test the member submitted)',
    key: 'question_id',
    fixture: async () => (await takenTest(false)).key,
    insertRow: async () => ({ question_id: (await question()).id, correct_answer: 'C' }),
    patch: text('explanation'),
    allowed: { select: ['member', ...CONTENT], insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'mock_test_answer_keys',
    // Issue 34: not while the member takes the test again (migration 20261203000100).
    label: 'mock_test_answer_keys (a test the member is taking again)',
    key: 'question_id',
    fixture: async () => (await takenTest(true)).key,
    insertRow: async () => ({ question_id: (await question()).id, correct_answer: 'C' }),
    patch: text('explanation'),
    allowed: { select: CONTENT, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'mock_test_attempts',
    fixture: submittedAttempt,
    insertRow: async (actorId) => ({ user_id: actorId, mock_test_id: (await anotherTest()).id }),
    patch: () => ({ started_at: new Date(Date.now() + 3_600_000).toISOString() }),
    // Only the database's attempt functions write attempts (migration 20261202000100): their owner reads them.
    allowed: { select: ['member', ...CONTENT], insert: [], update: [], delete: [] },
  },
  {
    table: 'mock_test_passages',
    fixture: () => passage(),
    insertRow: async () => ({ mock_test_id: (await publishedTest()).id, section: 'VARC', title: 'Passage', body: 'Text' }),
    patch: text('body'),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'mock_test_section_runs',
    key: 'attempt_id',
    fixture: async () =>
      insertAsService('mock_test_section_runs', { attempt_id: (await submittedAttempt()).id, section: 'QA', position: 1 }),
    insertRow: async () => ({ attempt_id: (await submittedAttempt()).id, section: 'QA', position: 1 }),
    patch: () => ({ started_at: new Date(Date.now() + 3_600_000).toISOString() }),
    allowed: { select: ['member'], insert: [], update: [], delete: [] },
  },
  {
    table: 'mock_test_attempt_answers',
    key: 'attempt_id',
    fixture: async () =>
      insertAsService('mock_test_attempt_answers', {
        attempt_id: (await submittedAttempt()).id,
        question_id: (await question()).id,
        answer: 'B',
        outcome: 'correct',
        marks: 3,
      }),
    insertRow: async () => ({ attempt_id: (await submittedAttempt()).id, question_id: (await question()).id, answer: 'A' }),
    // The error log is the one thing an owner writes, and only on their own submitted attempt.
    patch: () => ({ miss_reason: 'concept' }),
    allowed: { select: ['member'], insert: [], update: ['member'], delete: [] },
  },
  {
    table: 'mock_test_attempt_answers',
    // Issue 34: a scored row carries the key, so it is closed while its owner takes the test again.
    label: 'mock_test_attempt_answers (while the member takes the test again)',
    key: 'attempt_id',
    fixture: async () => (await takenTest(true)).answer,
    insertRow: async () => ({ attempt_id: (await submittedAttempt()).id, question_id: (await question()).id, answer: 'A' }),
    patch: () => ({ miss_reason: 'concept' }),
    allowed: { select: [], insert: [], update: [], delete: [] },
  },
  {
    table: 'community_threads',
    fixture: () => insertAsService('community_threads', { title: 'GD-PI tips', body: 'Share yours', author_id: ids.member }),
    insertRow: async (actorId) => ({ title: 'New thread', body: 'Body', author_id: actorId }),
    patch: text('body'),
    allowed: { select: EVERYONE, insert: SIGNED_IN, update: ['member', ...MODERATORS], delete: ['member', ...MODERATORS] },
  },
  {
    table: 'community_replies',
    fixture: async () =>
      insertAsService('community_replies', { thread_id: (await openThread()).id, body: 'Reply', author_id: ids.member }),
    insertRow: async (actorId) => ({ thread_id: (await openThread()).id, body: 'Me too', author_id: actorId }),
    patch: text('body'),
    allowed: { select: EVERYONE, insert: SIGNED_IN, update: ['member', ...MODERATORS], delete: ['member', ...MODERATORS] },
  },
  {
    table: 'community_votes',
    fixture: async () => insertAsService('community_votes', { user_id: ids.member, thread_id: (await freshThread()).id }),
    insertRow: async (actorId) => ({ user_id: actorId, thread_id: (await openThread()).id }),
    patch: () => ({ created_at: '2020-01-01T00:00:00+00:00' }),
    // One vote per user and post, counted by trigger: cast or withdrawn, never edited.
    allowed: { select: ['member', ...MODERATORS], insert: SIGNED_IN, update: [], delete: ['member'] },
  },
  {
    table: 'community_reports',
    fixture: async () =>
      insertAsService('community_reports', { reporter_id: ids.member, thread_id: (await freshThread()).id, reason: 'spam' }),
    insertRow: async (actorId) => ({ reporter_id: actorId, thread_id: (await freshThread()).id, reason: 'abuse' }),
    patch: () => ({ status: 'dismissed' }),
    allowed: { select: ['member', ...MODERATORS], insert: SIGNED_IN, update: MODERATORS, delete: [] },
  },
  {
    table: 'community_suspensions',
    // The member's own suspension, already lifted, so the member may still post in the other cases.
    fixture: () =>
      insertAsService('community_suspensions', {
        user_id: ids.member,
        reason: 'Spam',
        suspended_until: new Date(Date.now() + 3_600_000).toISOString(),
        created_by: ids.community_mod,
        lifted_at: new Date().toISOString(),
      }),
    insertRow: async () => ({
      user_id: await createUser(`${uniq('suspended')}@rls.test`),
      reason: 'Spam',
      suspended_until: new Date(Date.now() + 3_600_000).toISOString(),
    }),
    patch: text('reason'),
    allowed: { select: ['member', ...MODERATORS], insert: MODERATORS, update: MODERATORS, delete: [] },
  },
  {
    table: 'community_moderation_events',
    // Written by triggers only, and nobody edits or removes it.
    fixture: async () =>
      (
        await stack.db.query<Row>(
          `insert into public.community_moderation_events (action, thread_id, reason) values ('lock', gen_random_uuid(), 'Old') returning *`,
        )
      ).rows[0],
    insertRow: async () => ({ action: 'lock', thread_id: '00000000-0000-4000-8000-000000000001', reason: 'Forged' }),
    patch: () => ({ reason: 'Rewritten' }),
    allowed: { select: MODERATORS, insert: [], update: [], delete: [] },
  },
  {
    table: 'college_email_domains',
    fixture: async () =>
      insertAsService('college_email_domains', {
        college_id: (await parent('college', college)).id,
        domain: `${uniq('d')}.ac.in`,
      }),
    insertRow: async () => ({ college_id: (await parent('college', college)).id, domain: `${uniq('new')}.ac.in` }),
    patch: (actor) => ({ domain: `${uniq(actor.replace('_', '-'))}.ac.in` }),
    allowed: { select: EVERYONE, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'review_ties',
    // Written by the verification functions only (reviews-email-verification and reviews-documents tests).
    fixture: async () =>
      insertAsService('review_ties', {
        user_id: ids.member,
        college_id: (await college()).id,
        kind: 'student',
        method: 'document',
      }),
    insertRow: async (actorId) => ({ user_id: actorId, college_id: (await college()).id, kind: 'alumnus', method: 'document' }),
    patch: () => ({ kind: 'alumnus' }),
    allowed: { select: ['member', ...REVIEW_MODERATORS], insert: [], update: [], delete: [] },
  },
  {
    table: 'review_document_checks',
    fixture: async () =>
      insertAsService('review_document_checks', {
        user_id: ids.member,
        college_id: (await college()).id,
        document_kind: 'id_card',
        claimed_kind: 'student',
        storage_path: `${ids.member}/${crypto.randomUUID()}.png`,
      }),
    insertRow: async (actorId) => ({
      user_id: actorId,
      college_id: (await college()).id,
      document_kind: 'offer_letter',
      claimed_kind: 'student',
      storage_path: await storedDocument(actorId),
    }),
    patch: () => ({ claimed_kind: 'alumnus' }),
    // Decisions go through public.decide_review_document; the uploader withdraws a pending check.
    allowed: { select: ['member', ...REVIEW_MODERATORS], insert: SIGNED_IN, update: [], delete: ['member'] },
  },
  {
    table: 'college_reviews',
    fixture: publishedReview,
    insertRow: async (actorId) => {
      const at = await reviewedCollege();
      await tieFor(actorId, at.collegeId);
      return reviewRow(actorId, at);
    },
    // The moderators' change; the author's own edit is in reviews-moderation.test.ts.
    patch: (actor) => ({ status: 'hidden', moderation_note: `Hidden by ${actor}` }),
    allowed: {
      select: ['member', ...REVIEW_MODERATORS],
      insert: SIGNED_IN,
      update: REVIEW_MODERATORS,
      delete: ['member', ...REVIEW_MODERATORS],
    },
  },
  {
    table: 'review_reports',
    fixture: async () =>
      insertAsService('review_reports', { reporter_id: ids.member, review_id: (await publishedReview()).id, reason: 'spam' }),
    insertRow: async (actorId) => ({ reporter_id: actorId, review_id: (await publishedReview()).id, reason: 'fake' }),
    patch: () => ({ status: 'dismissed' }),
    allowed: { select: ['member', ...REVIEW_MODERATORS], insert: SIGNED_IN, update: REVIEW_MODERATORS, delete: [] },
  },
  {
    table: 'review_moderation_events',
    // Written by triggers and definer functions only, and nobody edits or removes it.
    fixture: async () =>
      (
        await stack.db.query<Row>(
          `insert into public.review_moderation_events (action, review_id, reason) values ('hide', gen_random_uuid(), 'Old') returning *`,
        )
      ).rows[0],
    insertRow: async () => ({ action: 'approve', review_id: '00000000-0000-4000-8000-000000000001', reason: 'Forged' }),
    patch: () => ({ reason: 'Rewritten' }),
    allowed: { select: REVIEW_MODERATORS, insert: [], update: [], delete: [] },
  },
  {
    table: 'newsletter_campaigns',
    fixture: () => insertAsService('newsletter_campaigns', { subject: 'CAT results', body: 'What the results mean for you.' }),
    insertRow: async () => ({ subject: 'XAT tips', body: 'Ten days to XAT: what to revise.' }),
    patch: (actor) => ({ subject: `Edited by ${actor}` }),
    // Drafts only; sending is public.send_newsletter_campaign (newsletter-campaigns.test.ts).
    allowed: { select: CONTENT, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'media',
    fixture: () => insertAsService('media', { storage_path: `${uniq('img')}.png`, file_name: 'a.png' }),
    insertRow: async () => ({ storage_path: `${uniq('img')}.png`, file_name: 'b.png' }),
    patch: text('alt_text'),
    allowed: { select: CONTENT, insert: CONTENT, update: CONTENT, delete: CONTENT },
  },
  {
    table: 'site_settings',
    label: 'site_settings (public)',
    key: 'key',
    fixture: () => insertAsService('site_settings', { key: uniq('pub'), value: { a: 1 }, is_public: true }),
    insertRow: async () => ({ key: uniq('new'), value: {} }),
    patch: text('description'),
    allowed: { select: EVERYONE, insert: SYSTEM, update: SYSTEM, delete: SYSTEM },
  },
  {
    table: 'site_settings',
    label: 'site_settings (private)',
    key: 'key',
    fixture: () => insertAsService('site_settings', { key: uniq('priv'), value: { secret: true } }),
    insertRow: async () => ({ key: uniq('new'), value: {} }),
    patch: text('description'),
    allowed: { select: SYSTEM, insert: SYSTEM, update: SYSTEM, delete: SYSTEM },
  },
];

async function attempt(c: Case, op: Op, actor: Actor): Promise<boolean> {
  const client = clients[actor];
  const key = c.key ?? 'id';
  if (op === 'insert') {
    const { error } = await client.from(c.table).insert(await c.insertRow(ids[actor]));
    return !error;
  }
  const row = op === 'delete' && c.deleteFixture ? await c.deleteFixture() : await c.fixture();
  if (op === 'select') {
    const { data, error } = await client
      .from(c.table)
      .select(key)
      .eq(key, row[key] as string);
    return !error && (data?.length ?? 0) === 1;
  }
  if (op === 'update') {
    const patch = c.patch(actor);
    await client
      .from(c.table)
      .update(patch)
      .eq(key, row[key] as string);
    const { data } = await service
      .from(c.table)
      .select('*')
      .eq(key, row[key] as string)
      .single();
    return Object.entries(patch).every(
      ([k, v]) =>
        JSON.stringify((data as Row)[k]) === JSON.stringify(v) ||
        (k === 'created_at' && new Date(String((data as Row)[k])).getTime() === new Date(String(v)).getTime()),
    );
  }
  await client
    .from(c.table)
    .delete()
    .eq(key, row[key] as string);
  const { data } = await service
    .from(c.table)
    .select(key)
    .eq(key, row[key] as string);
  return (data?.length ?? 0) === 0;
}

describe('RLS matrix through supabase-js', () => {
  it('covers every public table', async () => {
    const { rows } = await stack.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(new Set(CASES.map((c) => c.table))).toEqual(new Set(rows.map((r) => r.relname)));
  });

  for (const c of CASES) {
    describe(c.label ?? c.table, () => {
      for (const op of ['select', 'insert', 'update', 'delete'] as const) {
        it(`${op}: allowed exactly for ${c.allowed[op].join(', ') || 'nobody'}`, async () => {
          const actual: Record<string, boolean> = {};
          const expected: Record<string, boolean> = {};
          for (const actor of ACTORS) {
            actual[actor] = await attempt(c, op, actor);
            expected[actor] = c.allowed[op].includes(actor);
          }
          expect(actual).toEqual(expected);
        });
      }
    });
  }
});

describe('privilege escalation', () => {
  it("refuses a member's attempt to make themself admin or change their role", async () => {
    const me = ids.member!;
    for (const patch of [{ is_admin: true }, { role: 'super_admin' }, { role: 'editor', is_admin: true }]) {
      const { error } = await clients.member.from('profiles').update(patch).eq('id', me);
      expect(error?.code, JSON.stringify(patch)).toBe('42501');
    }
    const { data } = await service.from('profiles').select('role, is_admin').eq('id', me).single();
    expect(data).toEqual({ role: 'member', is_admin: false });
  });

  it('refuses a staff member other than a super admin changing roles', async () => {
    for (const actor of ['counselor', 'editor', 'community_mod'] as const) {
      const { error } = await clients[actor].from('profiles').update({ role: 'super_admin' }).eq('id', ids[actor]!);
      expect(error?.code, actor).toBe('42501');
    }
  });

  it("lets anyone read published blog bylines but not an author's contact details", async () => {
    const post = await insertAsService('blog_posts', {
      slug: uniq('byline'),
      title: 'MBA ROI',
      category: 'Careers',
      author_id: ids.editor,
    });
    const { data, error } = await clients.anon
      .from('blog_posts')
      .select('slug, author:public_profiles!author_id(name, avatar_url)')
      .eq('id', post.id as string)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ slug: post.slug, author: { name: 'editor' } });
    const email = await clients.anon.from('profiles').select('email').eq('id', ids.editor!);
    expect(email.error?.code).toBe('42501');
    // Bylines come from the public_profiles view; profiles itself shows a member no other person's row.
    const member = await clients.member
      .from('blog_posts')
      .select('author:profiles(email, phone)')
      .eq('id', post.id as string)
      .single();
    expect(member.data?.author ?? null).toBeNull();
  });

  it('increments blog views through /rpc as anon', async () => {
    const post = await insertAsService('blog_posts', { slug: uniq('views'), title: 'Views', category: 'News' });
    const { data, error } = await clients.anon.rpc('increment_blog_views', { post_id: post.id });
    expect(error).toBeNull();
    expect(data).toBe(1);
  });
});

describe('moderation fields (issue 34)', () => {
  // Column privileges, so no policy can hand them out: nobody but the service role selects them directly, and
  // community_moderation_notes() gives a note to moderators, and to an author for their own hidden post.
  const noted = async (status: string) => {
    const thread = await freshThread();
    const { error } = await service
      .from('community_threads')
      .update({ status, moderated_by: ids.community_mod, moderation_note: `Noted ${status}` })
      .eq('id', thread.id as string);
    if (error) throw error;
    return thread.id as string;
  };

  it('refuses every actor a select of moderated_by, moderated_at or moderation_note', async () => {
    const threadId = await noted('published');
    const reply = await insertAsService('community_replies', { thread_id: threadId, body: 'Reply', author_id: ids.other });
    for (const actor of ACTORS) {
      for (const [table, id] of [
        ['community_threads', threadId],
        ['community_replies', reply.id as string],
      ] as const) {
        const { error } = await clients[actor].from(table).select('moderated_by, moderated_at, moderation_note').eq('id', id);
        expect([actor, table, error?.code]).toEqual([actor, table, '42501']);
      }
    }
  });

  it('gives the notes exactly to moderators, and to the author of a hidden post', async () => {
    const published = await noted('published');
    const hidden = await noted('hidden');
    const reads = async (threadId: string) =>
      Object.fromEntries(
        await Promise.all(
          ACTORS.map(async (actor) => {
            const { data } = await clients[actor].rpc('community_moderation_notes', { thread_id: threadId });
            return [actor, ((data as { moderation_note: string }[] | null) ?? []).length === 1] as const;
          }),
        ),
      );
    const expected = (extra: Actor[]) => Object.fromEntries(ACTORS.map((a) => [a, [...MODERATORS, ...extra].includes(a)]));
    expect(await reads(published)).toEqual(expected([]));
    expect(await reads(hidden)).toEqual(expected(['member']));
  });
});
