import type { Role } from '@/lib/auth/roles';
import type { LocalStack } from '@/supabase/local';
import { signedIn, uniq, type Client, type Row } from './enquiries';

// The back office's view of leads: staff signed in through supabase-js as the app's server actions are, and leads
// written as the database owner (the tests decide every field, including timestamps).

/** A signed-in user of `role` whose profile is called `name` (the name notes are signed with). */
export async function staff(stack: LocalStack, role: Role, name: string): Promise<{ client: Client; id: string }> {
  const user = await signedIn(stack, role);
  await stack.db.query('update public.profiles set name = $1 where id = $2', [name, user.id]);
  return user;
}

/** Inserts a lead as the database owner and returns it; `row` overrides the defaults. */
export async function insertLead(stack: LocalStack, row: Row = {}): Promise<Row & { id: string }> {
  const full: Row = { name: 'Vikram Rao', email: `${uniq('lead')}@leads.test`, ...row };
  const columns = Object.keys(full);
  const { rows } = await stack.db.query<Row & { id: string }>(
    `insert into public.leads (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    columns.map((c) => full[c]),
  );
  return rows[0];
}

export async function leadRow(stack: LocalStack, id: string): Promise<Row> {
  const { rows } = await stack.db.query<Row>('select * from public.leads where id = $1', [id]);
  return rows[0];
}

export async function eventsOf(stack: LocalStack, leadId: string): Promise<Row[]> {
  const { rows } = await stack.db.query<Row>(
    'select action, actor_id, actor_name, lead_name, details from public.lead_events where lead_id = $1 order by id',
    [leadId],
  );
  return rows;
}

export async function insertCounselor(stack: LocalStack, name: string, active = true): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    'insert into public.counselors (name, email, is_active) values ($1, $2, $3) returning id',
    [name, `${uniq('c')}@counsel.test`, active],
  );
  return rows[0].id;
}

// en-US: its short months are Postgres's 'Mon' (en-GB writes 'Sept').
const IST = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "23 Nov 2026, 14:05 IST": how a note's header and a call-back time are written. */
export function istStamp(at: string | Date): string {
  const parts = Object.fromEntries(IST.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} IST`;
}

/** The India calendar day of an instant, 'YYYY-MM-DD'. */
export function istDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
export const plusMinutes = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);
