/**
 * Fills a local stack with made-up leads for measuring the back office at scale: `npx tsx scripts/generate-leads.ts
 * [count]` (default 100000) against the running `npm run supabase:start` stack, or `generateLeads()` from a script
 * (the benches in scripts/bench*.ts). Never for committed data or a hosted project: it refuses any API that is not on this machine.
 *
 * The leads are written in batches through the REST API with the service role (the script) or straight into the
 * database (the benches, which have the stack's socket); either way every trigger of the real write path runs
 * (e-mail normalisation, spec §4's stamps, the audit trail). The mix is a plausible year of enquiries,
 * the same for the same count (a seeded generator): more recent than old, sources and form types weighted as paid
 * and organic traffic would be, statuses with the timestamps they imply (first contact, qualification, conversion
 * with a value), most worked leads assigned to an active counsellor, follow-ups around today, and names, e-mails,
 * phones and messages the list's search can find.
 *
 * Settings: NEXT_PUBLIC_SUPABASE_URL (default http://127.0.0.1:$SUPABASE_LOCAL_PORT or :54321) and
 * SUPABASE_SERVICE_ROLE_KEY (default: the keys kept in SUPABASE_LOCAL_DATA_DIR, else .supabase/local).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, TablesInsert } from '../lib/database.types';
import type { LeadFormType, LeadSource, LeadStatus } from '../lib/leads/lead-fields';
import { DEFAULT_DATA_DIR, readProjectKeys } from '../supabase/local';
import { jsonInsert, random } from './bench/random';

type Lead = TablesInsert<'leads'>;

const BATCH = 500;
const DAY = 86_400_000;

const FIRST = [
  'Aarav',
  'Aditi',
  'Ananya',
  'Arjun',
  'Diya',
  'Farhan',
  'Ishaan',
  'Kavya',
  'Meera',
  'Neha',
  'Nikhil',
  'Priya',
  'Rahul',
  'Riya',
  'Rohan',
  'Sara',
  'Siddharth',
  'Sneha',
  'Tanvi',
  'Varun',
  'Vikram',
  'Yash',
  'Zoya',
  'Kabir',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Gupta',
  'Khan',
  'Menon',
  'Das',
  'Kulkarni',
  'Joshi',
  'Singh',
  'Verma',
  'Rao',
  'Chatterjee',
  'Desai',
  'Qureshi',
  'Pillai',
  'Bose',
  'Mehta',
];
const EXAMS = ['CAT', 'XAT', 'GMAT', 'NMAT', 'SNAP', 'CMAT', 'MAH-CET'];
const CITIES = ['Mumbai', 'Pune', 'Bengaluru', 'Delhi', 'Ahmedabad', 'Hyderabad', 'Kolkata', 'Chennai'];
const SUBJECTS = [
  'Shortlist help',
  'Consultation: IIM calls',
  'Fee and loan options',
  'GD-PI preparation',
  'Executive MBA options',
  'Study abroad MBA',
  'Newsletter sign-up',
];
const MESSAGES = [
  'Which colleges fit a 96 percentile?',
  'I have 3 years in IT, is an MBA worth it now?',
  'Can you help me plan for CAT and XAT together?',
  'What scholarships can I apply for?',
  'Need guidance on interview calls from IIM Indore.',
  'Looking at MBA programmes in Canada and the UK.',
];
const CAMPAIGNS = ['cat-2026-counselling', 'mba-webinar-oct', 'working-professionals-mba', 'cat-result-week', 'gmat-abroad'];

const iso = (ms: number) => new Date(ms).toISOString();

/** Lead number i of a run started at `now`, assigning among `counselors`. */
export function makeLead(i: number, now: number, counselors: readonly string[], rnd = random(i + 1)): Lead {
  const first = rnd.pick(FIRST);
  const last = rnd.pick(LAST);
  // More leads lately than a year ago.
  const created = now - Math.pow(rnd.next(), 1.6) * 365 * DAY - rnd.next() * 60_000;
  // Typed with the column's list, so a value the database adds gets a weight here too.
  const source = rnd.weighted<LeadSource>({ website: 30, google_ads: 25, facebook: 15, organic: 15, linkedin: 10, twitter: 5 });
  const formType = rnd.weighted<LeadFormType>({ contact: 50, consultation: 35, newsletter: 15 });
  // A lead from the last hours is most likely still new.
  const fresh = now - created < DAY;
  const status = fresh
    ? rnd.weighted({ new: 80, contacted: 20 })
    : rnd.weighted<LeadStatus>({ new: 15, contacted: 20, qualified: 15, working: 10, converted: 8, lost: 18, unqualified: 14 });
  const paid = source === 'google_ads' || source === 'facebook' || source === 'linkedin';
  const score = Math.min(
    100,
    (formType === 'consultation' ? 40 : formType === 'contact' ? 25 : 5) + (paid ? 15 : 0) + Math.floor(rnd.next() * 45),
  );
  const lead: Lead = {
    name: `${first} ${last}`,
    email: `${first}.${last}.${i}@example.com`.toLowerCase(),
    phone: rnd.next() < 0.8 ? `+91 9${String(Math.floor(rnd.next() * 1e9)).padStart(9, '0')}` : null,
    source,
    form_type: formType,
    status,
    lead_score: score,
    priority: score >= 75 ? 'urgent' : score >= 50 ? 'high' : score >= 25 ? 'medium' : 'low',
    subject: formType === 'newsletter' ? 'Newsletter sign-up' : rnd.pick(SUBJECTS),
    message: formType === 'newsletter' ? null : rnd.pick(MESSAGES),
    inquiry_type: formType === 'consultation' ? 'counseling' : 'general',
    target_exams: EXAMS.filter(() => rnd.next() < 0.25),
    preferred_locations: CITIES.filter(() => rnd.next() < 0.2),
    work_experience: Math.floor(rnd.next() * 6),
    utm_source: paid ? source.replace('_ads', '') : null,
    utm_medium: paid ? 'cpc' : null,
    utm_campaign: paid ? rnd.pick(CAMPAIGNS) : null,
    page_url: `https://mbadisha.example/${formType === 'consultation' ? 'contact' : 'colleges'}`,
    newsletter_subscribed: formType === 'newsletter' || rnd.next() < 0.2,
    created_at: iso(created),
    updated_at: iso(created),
    // Every lead names the same columns (null where it has no value), so a batch has one column list.
    assigned_counselor_id: null,
    assigned_at: null,
    first_contacted_at: null,
    last_contacted_at: null,
    contact_attempts: 0,
    qualified_at: null,
    converted_at: null,
    conversion_value: null,
    next_follow_up_at: null,
  };
  if ((status !== 'new' || rnd.next() < 0.4) && counselors.length && rnd.next() < 0.85) {
    lead.assigned_counselor_id = rnd.pick(counselors);
    lead.assigned_at = iso(Math.min(now, created + rnd.next() * 30 * 60_000));
  }
  if (status !== 'new') {
    // Minutes to hours to a first contact, rarely days.
    const firstContact = Math.min(now, created + Math.pow(rnd.next(), 3) * 3 * DAY);
    lead.first_contacted_at = iso(firstContact);
    lead.last_contacted_at = iso(Math.min(now, firstContact + rnd.next() * 10 * DAY));
    lead.contact_attempts = 1 + Math.floor(rnd.next() * 5);
    if (['qualified', 'working', 'converted'].includes(status)) {
      lead.qualified_at = iso(Math.min(now, firstContact + rnd.next() * 7 * DAY));
    }
    if (status === 'converted') {
      lead.converted_at = iso(Math.min(now, firstContact + (7 + rnd.next() * 30) * DAY));
      lead.conversion_value = 25000 + Math.floor(rnd.next() * 20) * 5000;
    }
    if (['contacted', 'qualified', 'working'].includes(status) && rnd.next() < 0.6) {
      lead.next_follow_up_at = iso(now + (rnd.next() * 14 - 7) * DAY);
    }
  }
  return lead;
}

/** Writes one batch of leads, all with the same keys. */
export type LeadWriter = (rows: Lead[]) => Promise<void>;

/** Through the REST API with the service role: the app's own path, so it works against any local stack. */
export function restWriter(client: SupabaseClient<Database>): LeadWriter {
  return async (rows) => {
    const { error } = await client.from('leads').insert(rows);
    if (error) throw new Error(error.message);
  };
}

/**
 * Straight into the database as its owner (several times faster than the REST layer for bulk inserts): one
 * INSERT per batch, the rows as a JSON array, so the same triggers run.
 */
export function sqlWriter(db: { query: (sql: string, params: unknown[]) => Promise<unknown> }): LeadWriter {
  return jsonInsert(db, 'public.leads');
}

/** Makes `count` leads, assigned among `counselors`, and writes them in batches, reporting progress after each. */
export async function generateLeads(
  write: LeadWriter,
  counselors: readonly string[],
  count: number,
  progress: (done: number) => void = () => {},
): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => makeLead(start + k, now, counselors));
    try {
      await write(rows);
    } catch (e) {
      throw new Error(`inserting leads ${start}-${start + rows.length - 1}: ${e instanceof Error ? e.message : String(e)}`);
    }
    progress(start + rows.length);
  }
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.');
}

async function main() {
  const count = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(count) || count < 1) throw new Error('The count is a whole number of leads, e.g. 100000.');
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL ?? `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT ?? 54321}`;
  if (!isLoopback(url)) throw new Error(`${url} is not on this machine: made-up leads go only into a local stack.`);
  const dataDir = path.resolve(process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR);
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? readProjectKeys(dataDir)?.serviceRoleKey;
  if (!key) throw new Error(`No service role key: set SUPABASE_SERVICE_ROLE_KEY or start the stack of ${dataDir} once.`);
  const client = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.from('counselors').select('id').eq('is_active', true).order('id');
  if (error) throw new Error(`reading the counsellors: ${error.message}`);
  const started = Date.now();
  await generateLeads(
    restWriter(client),
    data.map((c) => c.id),
    count,
    (done) => {
      if (done % 10_000 === 0 || done === count) console.error(`${done} / ${count} leads`);
    },
  );
  console.log(`Inserted ${count} leads in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
