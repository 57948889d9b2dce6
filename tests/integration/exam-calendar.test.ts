import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApplications, stopApplicationReminders, trackApplication, updateApplication } from '@/lib/data/college-applications';
import { readCalendarEntries } from '@/lib/data/exam-calendar';
import { listReminderExams, sendDueReminders, setReminder, unsubscribeReminders } from '@/lib/data/exam-calendar-reminders';
import type { TablesInsert } from '@/lib/database.types';
import { dueReminders, type ReminderSubscription, type TrackedCollege } from '@/lib/exam-calendar/reminders';
import type { AnnouncedEntry, CalendarEntry, ExpectedEntry } from '@/lib/exam-calendar/types';
import type { LocalStack } from '@/supabase/local';
import { EXAM_CALENDAR_ENTRIES } from '@/supabase/seeds/exam-calendar/entries';
import { examCalendarSeedSql } from '@/supabase/seeds/exam-calendar/sql';
import { announcedEntry } from '../support/exam-calendar-fixtures';
import { service, signedIn, startFormsStack, uniq, visitor, type Client } from './support/enquiries';

// Issue 16's exam calendar in the database: the seed read back through the data layer, the history trigger, and
// the reminder job — scheduled and sent once, never twice, stopped by the one-click unsubscribe, following both the
// exams a user opts into and the colleges they track in My applications — agreeing with
// lib/exam-calendar/reminders.ts on a table of cases.

let stack: LocalStack;
let anon: Client;
let admin: Client;

beforeAll(async () => {
  stack = await startFormsStack();
  await stack.db.query(examCalendarSeedSql(EXAM_CALENDAR_ENTRIES).replace(/^--.*$/gm, ''));
  anon = visitor(stack, '192.0.2.10');
  admin = service(stack);
  // This stack has no seed: the colleges the tracker tests follow.
  await stack.db.query(
    `insert into public.colleges (slug, name, location, type) values
       ('iim-rohtak', 'IIM Rohtak', 'Rohtak, Haryana', 'IIM'),
       ('iim-ranchi', 'IIM Ranchi', 'Ranchi, Jharkhand', 'IIM'),
       ('iim-raipur', 'IIM Raipur', 'Raipur, Chhattisgarh', 'IIM')`,
  );
});
afterAll(async () => {
  await stack?.stop();
});

const byId = (a: CalendarEntry, b: CalendarEntry) => (a.id < b.id ? -1 : 1);

function announced(over: Partial<AnnouncedEntry> & { id: string; date: string }): AnnouncedEntry {
  return announcedEntry({
    exam: 'cat',
    cycleLabel: 'CAT 2026',
    source: { label: 'IIM notice', url: 'https://iimcat.ac.in/' },
    lastVerified: '2026-11-20',
    ...over,
  });
}

async function collegeIdOf(slug: string): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>('select id from public.colleges where slug = $1', [slug]);
  return rows[0].id;
}

async function insertEntry(entry: AnnouncedEntry | ExpectedEntry) {
  const common = {
    id: entry.id,
    college_id: entry.collegeSlug === null ? null : await collegeIdOf(entry.collegeSlug),
    status: entry.status,
    exam: entry.exam,
    kind: entry.kind,
    cycle: entry.cycle,
    cycle_label: entry.cycleLabel,
    detail: entry.detail,
    source_label: entry.source.label,
    source_url: entry.source.url,
    last_verified_on: entry.lastVerified,
  };
  const row: TablesInsert<'exam_calendar_entries'> =
    entry.status === 'announced'
      ? { ...common, starts_on: entry.date, ends_on: entry.endDate }
      : {
          ...common,
          usual_year: entry.usual.year,
          usual_month: entry.usual.month,
          usual_part: entry.usual.part,
          basis: entry.basis,
        };
  const { error } = await admin.from('exam_calendar_entries').insert(row);
  if (error) throw new Error(error.message);
}

async function outbox(email: string): Promise<{ subject: string; text: string; kind: string }[]> {
  const { rows } = await stack.db.query<{ subject: string; text: string; kind: string }>(
    `select subject, text, kind from private.email_outbox where to_email = $1 order by created_at, subject`,
    [email],
  );
  return rows;
}

async function emailOf(id: string): Promise<string> {
  const { rows } = await stack.db.query<{ email: string }>('select email from public.profiles where id = $1', [id]);
  return rows[0].email;
}

describe('calendar entries', () => {
  it('reads the seeded calendar back through the data layer exactly as supabase/seeds/exam-calendar holds it', async () => {
    const read = await readCalendarEntries(anon);
    expect(read.sort(byId)).toEqual([...EXAM_CALENDAR_ENTRIES].sort(byId));
  });

  it('refuses an expected entry with a day, and an announced one without a date', async () => {
    const base = { status: 'expected', exam: 'cat', kind: 'result', cycle: '2026-27', cycle_label: 'CAT 2026' };
    const source = { source_label: 'x', source_url: 'https://example.org/', last_verified_on: '2026-11-22' };
    const withDay = await admin.from('exam_calendar_entries').insert({
      ...base,
      ...source,
      id: uniq('bad'),
      starts_on: '2027-01-05',
      usual_year: 2027,
      usual_month: 1,
      usual_part: 'early',
      basis: 'b',
    });
    expect(withDay.error?.code).toBe('23514');
    const noDate = await admin.from('exam_calendar_entries').insert({ ...base, ...source, id: uniq('bad'), status: 'announced' });
    expect(noDate.error?.code).toBe('23514');
  });

  it("keeps every editor's change in the history and bumps the revision when a date moves", async () => {
    const editor = await signedIn(stack, 'editor');
    const id = uniq('moved');
    await insertEntry(announced({ id, date: '2026-12-10' }));
    const { error } = await editor.client.from('exam_calendar_entries').update({ starts_on: '2026-12-12' }).eq('id', id);
    expect(error).toBeNull();
    const { data } = await anon.from('exam_calendar_entries').select('revision, starts_on').eq('id', id).single();
    expect(data).toEqual({ revision: 1, starts_on: '2026-12-12' });
    const history = await editor.client
      .from('exam_calendar_entry_history')
      .select('operation, changed_by, old_row, new_row')
      .eq('entry_id', id)
      .order('id');
    expect(history.data?.map((h) => [h.operation, h.changed_by])).toEqual([
      ['insert', null],
      ['update', editor.id],
    ]);
    expect((history.data?.[1].old_row as { starts_on: string }).starts_on).toBe('2026-12-10');
    expect((history.data?.[1].new_row as { starts_on: string }).starts_on).toBe('2026-12-12');
    const member = await signedIn(stack, 'member');
    expect((await member.client.from('exam_calendar_entry_history').select('id').eq('entry_id', id)).data).toEqual([]);
    expect((await member.client.from('exam_calendar_entries').update({ note: 'x' }).eq('id', id).select()).data).toEqual([]);
  });
});

describe('reminders', () => {
  it('are scheduled 7 days and 1 day before, sent once however often the job runs, and stopped by unsubscribing', async () => {
    const member = await signedIn(stack, 'member');
    const other = await signedIn(stack, 'member');
    await setReminder(member.client, member.id, 'cat', true);
    await setReminder(member.client, member.id, 'cat', true); // twice changes nothing
    await setReminder(other.client, other.id, 'xat', true);
    expect(await listReminderExams(member.client, member.id)).toEqual(['cat']);
    // Another user's opt-ins are invisible, and the job is not theirs to run.
    expect(await listReminderExams(member.client, other.id)).toEqual([]);
    expect((await member.client.rpc('send_exam_reminders', { now: new Date().toISOString() })).error).not.toBeNull();
    expect((await anon.rpc('send_exam_reminders', { now: new Date().toISOString() })).error).not.toBeNull();

    const id = uniq('cat-exam');
    await insertEntry(announced({ id, date: '2026-12-20', detail: 'test slot' }));
    const email = await emailOf(member.id);
    const otherEmail = await emailOf(other.id);

    expect(await sendDueReminders(admin, new Date('2026-12-12T09:00:00+05:30'))).toBe(0); // 8 days before
    const sevenBefore = new Date('2026-12-13T09:00:00+05:30');
    expect(await sendDueReminders(admin, sevenBefore)).toBe(1);
    expect(await sendDueReminders(admin, sevenBefore)).toBe(0);
    expect(await sendDueReminders(admin, new Date('2026-12-15T09:00:00+05:30'))).toBe(0); // catch-up, already sent
    let mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe('exam_reminder');
    expect(mails[0].subject).toBe('Reminder: CAT 2026: Exam day (test slot) on 20 Dec 2026 (in 7 days)');
    expect(mails[0].text).toContain('Source: IIM notice — https://iimcat.ac.in/');
    expect(mails[0].text).toContain('\n/exams/calendar?exam=cat\n');
    const token = /\/exams\/calendar\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mails[0].text)?.[1];
    expect(token).toHaveLength(32);
    expect(await outbox(otherEmail)).toEqual([]); // XAT only

    // The day before (India): the 1-day reminder, once, even with two runs side by side.
    const dayBefore = new Date('2026-12-18T20:00:00Z'); // 01:30 on 19 Dec in India
    const [a, b] = await Promise.all([sendDueReminders(admin, dayBefore), sendDueReminders(admin, dayBefore)]);
    expect(a + b).toBe(1);
    mails = await outbox(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reminder: CAT 2026: Exam day (test slot) on 20 Dec 2026 (in 7 days)',
      'Reminder: CAT 2026: Exam day (test slot) on 20 Dec 2026 (tomorrow)',
    ]);
    expect(await sendDueReminders(admin, new Date('2026-12-20T09:00:00+05:30'))).toBe(0); // the day itself

    // One click from the e-mail, by anyone holding the link: CAT reminders stop; the link then names nothing.
    expect(await unsubscribeReminders(anon, token!)).toBe('cat');
    expect(await unsubscribeReminders(anon, token!)).toBeNull();
    expect(await listReminderExams(member.client, member.id)).toEqual([]);
    await insertEntry(announced({ id: uniq('cat-result'), kind: 'result', date: '2027-01-10' }));
    expect(await sendDueReminders(admin, new Date('2027-01-03T09:00:00+05:30'))).toBe(0);
    expect(await outbox(email)).toHaveLength(2);
  });

  it('follow the application dates of the colleges a member tracks, until it is marked applied or stopped by its link', async () => {
    const member = await signedIn(stack, 'member');
    const other = await signedIn(stack, 'member');
    await trackApplication(member.client, member.id, 'iim-rohtak');
    await trackApplication(other.client, other.id, 'iim-rohtak');
    const [mine] = await listApplications(member.client);
    expect(mine.reminders).toBe(true); // on by default
    // The other tracker turns them off on their card: they get nothing.
    const [theirs] = await listApplications(other.client);
    await updateApplication(other.client, theirs.id, { status: 'planning', formFee: null, notes: '', reminders: false });

    const deadline = announced({
      id: uniq('iim-rohtak-deadline'),
      exam: null,
      collegeSlug: 'iim-rohtak',
      kind: 'application-deadline',
      cycleLabel: 'IIM Rohtak PGP 2027-29',
      date: '2027-03-10',
    });
    const opens = announced({
      id: uniq('iim-rohtak-opens'),
      exam: null,
      collegeSlug: 'iim-rohtak',
      kind: 'application-opens',
      cycleLabel: 'IIM Rohtak PGP 2027-29',
      date: '2027-03-20',
    });
    await insertEntry(deadline);
    await insertEntry(opens);
    const email = await emailOf(member.id);

    const week = new Date('2027-03-03T09:00:00+05:30');
    expect(await sendDueReminders(admin, week)).toBe(1);
    expect(await sendDueReminders(admin, week)).toBe(0);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'application_reminder',
      subject: 'Reminder: IIM Rohtak PGP 2027-29: Application deadline on 10 Mar 2027 (in 7 days)',
    });
    expect(mails[0].text).toContain('\n/profile/applications\n');
    expect(mails[0].text).toContain('you track IIM Rohtak in My applications');
    const token = /\/exams\/calendar\/unsubscribe\/college\/([A-Za-z0-9_-]+)/.exec(mails[0].text)?.[1];
    expect(token).toHaveLength(32);
    expect(await outbox(await emailOf(other.id))).toEqual([]);

    // Marked applied: the deadline's 1-day reminder is not sent.
    await updateApplication(member.client, mine.id, { status: 'applied', formFee: 2000, notes: '' });
    expect(await sendDueReminders(admin, new Date('2027-03-09T09:00:00+05:30'))).toBe(0);

    // Back at planning, the next date is reminded of; then one click on the e-mailed link stops this college's
    // reminders (the college stays tracked), and the link then names nothing.
    await updateApplication(member.client, mine.id, { status: 'planning', formFee: 2000, notes: '' });
    expect(await sendDueReminders(admin, new Date('2027-03-13T09:00:00+05:30'))).toBe(1);
    expect(await stopApplicationReminders(anon, token!)).toBe('IIM Rohtak');
    expect(await stopApplicationReminders(anon, token!)).toBeNull();
    expect(await stopApplicationReminders(anon, 'not-a-token-of-anyone-here-0000')).toBeNull();
    expect(await listApplications(member.client)).toEqual([expect.objectContaining({ reminders: false, status: 'planning' })]);
    expect(await sendDueReminders(admin, new Date('2027-03-19T09:00:00+05:30'))).toBe(0);
    expect(await outbox(email)).toHaveLength(2);

    // The token is the database's: the owner can switch reminders, never choose the token.
    const forged = await member.client
      .from('college_applications')
      .update({ reminder_token: 'x'.repeat(32) })
      .eq('id', mine.id);
    expect(forged.error?.code).toBe('42501');
  });

  it('the SQL job and lib/exam-calendar/reminders.ts agree on which reminders are due', async () => {
    const users = [await signedIn(stack, 'member'), await signedIn(stack, 'member')];
    const subscriptions: ReminderSubscription[] = [
      { userId: users[0].id, exam: 'nmat' },
      { userId: users[0].id, exam: 'snap' },
      { userId: users[1].id, exam: 'snap' },
    ];
    for (const s of subscriptions) {
      await setReminder(users.find((u) => u.id === s.userId)!.client, s.userId, s.exam, true);
    }
    // Tracked colleges: at planning (reminded), applied (not), and one with reminders off (not).
    const tracked: TrackedCollege[] = [
      { userId: users[0].id, collegeSlug: 'iim-ranchi', status: 'planning', reminders: true },
      { userId: users[1].id, collegeSlug: 'iim-ranchi', status: 'applied', reminders: true },
      { userId: users[1].id, collegeSlug: 'iim-raipur', status: 'planning', reminders: false },
    ];
    for (const t of tracked) {
      const user = users.find((u) => u.id === t.userId)!;
      await trackApplication(user.client, user.id, t.collegeSlug);
      const application = (await listApplications(user.client)).find((a) => a.college.slug === t.collegeSlug)!;
      await updateApplication(user.client, application.id, {
        status: t.status,
        formFee: null,
        notes: '',
        reminders: t.reminders,
      });
    }
    const entries: (AnnouncedEntry | ExpectedEntry)[] = [
      announced({
        id: uniq('nmat-window'),
        exam: 'nmat',
        kind: 'exam-window',
        cycleLabel: 'NMAT 2026',
        date: '2027-02-10',
        endDate: '2027-02-20',
      }),
      announced({ id: uniq('snap-test'), exam: 'snap', cycleLabel: 'SNAP 2026', date: '2027-02-08' }),
      announced({ id: uniq('snap-result'), exam: 'snap', kind: 'result', cycleLabel: 'SNAP 2026', date: '2027-02-14' }),
      announced({ id: uniq('cat-other'), exam: 'cat', date: '2027-02-09' }),
      // A college date naming an exam a tracker also follows (one reminder), and colleges' own dates.
      announced({
        id: uniq('ranchi-deadline'),
        exam: 'snap',
        collegeSlug: 'iim-ranchi',
        kind: 'application-deadline',
        date: '2027-02-09',
      }),
      announced({
        id: uniq('ranchi-opens'),
        exam: null,
        collegeSlug: 'iim-ranchi',
        kind: 'application-opens',
        date: '2027-02-01',
      }),
      announced({
        id: uniq('raipur-deadline'),
        exam: null,
        collegeSlug: 'iim-raipur',
        kind: 'application-deadline',
        date: '2027-02-08',
      }),
      {
        ...announced({ id: uniq('snap-expected'), exam: 'snap', date: '2027-02-01' }),
        status: 'expected',
        usual: { year: 2027, month: 2, part: 'mid' },
        usualUntil: null,
        basis: 'SNAP 2025 was in mid-February.',
        basisEntryId: null,
      } as unknown as ExpectedEntry,
    ];
    for (const e of entries) await insertEntry(e);
    const ids = new Set(entries.map((e) => e.id));
    const nows = [
      '2027-01-31T12:00:00+05:30',
      '2027-01-31T18:29:59Z', // 23:59:59 on 31 Jan in India
      '2027-01-31T18:30:00Z', // 00:00 on 1 Feb in India: 7 days before 8 Feb
      '2027-02-03T09:00:00+05:30',
      '2027-02-06T23:00:00+05:30',
      '2027-02-07T00:30:00+05:30',
      '2027-02-08T00:00:00+05:30',
      '2027-02-09T10:00:00+05:30',
      '2027-02-13T10:00:00+05:30',
      '2027-02-14T10:00:00+05:30',
      '2027-02-25T10:00:00+05:30',
    ];
    for (const at of nows) {
      const now = new Date(at);
      const { rows } = await stack.db.query<{ key: string; days_until: number; reason: string }>(
        'select key, days_until, reason from private.exam_reminders_due($1)',
        [now.toISOString()],
      );
      const sql = rows
        .filter((r) => ids.has(r.key.split(':')[1]) && users.some((u) => r.key.endsWith(u.id)))
        .map((r) => `${r.key} ${r.days_until} ${r.reason}`)
        .sort();
      const ts = dueReminders({ entries, subscriptions, tracked, now })
        .map((r) => `${r.key} ${r.daysUntil} ${r.reason}`)
        .sort();
      expect(sql, at).toEqual(ts);
    }
  });
});
