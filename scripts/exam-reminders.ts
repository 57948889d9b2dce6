/**
 * The exam-calendar reminder job (issue 16): `npm run jobs:exam-reminders [-- --now=2026-11-22T09:00:00+05:30]`.
 * Calls public.send_exam_reminders(now) with the service role, which writes the due e-mails (7 days and 1 day
 * before each announced date, Indian time) into private.email_outbox and records each reminder, so running it
 * again sends nothing twice. The worker (npm run worker) sends what it writes, and runs this same function every
 * hour on its own schedule; this command is for running it by hand. --now moves the clock, for tests and for
 * catching up; see docs/exam-calendar.md.
 *
 * Settings: NEXT_PUBLIC_SUPABASE_URL (default http://127.0.0.1:$SUPABASE_LOCAL_PORT or :54321) and
 * SUPABASE_SERVICE_ROLE_KEY (default: the keys kept in SUPABASE_LOCAL_DATA_DIR, else .supabase/local).
 */
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../lib/database.types';
import { DEFAULT_DATA_DIR, readProjectKeys } from '../supabase/local';

function parseNow(args: string[]): Date {
  const arg = args.find((a) => a.startsWith('--now='));
  if (!arg) return new Date();
  const value = arg.slice('--now='.length);
  const now = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(now.getTime())) {
    throw new Error(`--now wants an ISO date and time with its offset, e.g. 2026-11-22T09:00:00+05:30 (got ${value}).`);
  }
  return now;
}

async function main() {
  const now = parseNow(process.argv.slice(2));
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL ?? `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT ?? 54321}`;
  const dataDir = path.resolve(process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR);
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? readProjectKeys(dataDir)?.serviceRoleKey;
  if (!key) throw new Error(`No service role key: set SUPABASE_SERVICE_ROLE_KEY or start the stack of ${dataDir} once.`);
  const client = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.rpc('send_exam_reminders', { now: now.toISOString() });
  if (error) throw new Error(`send_exam_reminders: ${error.message}`);
  console.log(`exam reminders at ${now.toISOString()}: ${data ?? 0} e-mail(s) written`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
