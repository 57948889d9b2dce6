import { describe, expect, it } from 'vitest';
import { dueReminders, reminderKey, type ReminderSubscription, type TrackedCollege } from '@/lib/exam-calendar/reminders';
import type { AnnouncedEntry, CalendarEntry, ExpectedEntry } from '@/lib/exam-calendar/types';
import { announcedEntry, expectedEntry } from '../support/exam-calendar-fixtures';

function announced(overrides: Partial<AnnouncedEntry> = {}): AnnouncedEntry {
  return announcedEntry({
    id: 'xat-2027-registration-closes',
    kind: 'registration-closes',
    source: { label: 'XLRI', url: 'https://xatonline.in' },
    date: '2026-12-10',
    ...overrides,
  });
}

const expectedCat: ExpectedEntry = expectedEntry({ source: { label: 'Forecast', url: 'https://example.org' } });

const subs: ReminderSubscription[] = [
  { userId: 'u1', exam: 'xat' },
  { userId: 'u2', exam: 'xat' },
  { userId: 'u3', exam: 'cat' },
];

/** Noon in India on a calendar day. */
const at = (date: string) => new Date(`${date}T06:30:00Z`);

describe('dueReminders', () => {
  const entries: CalendarEntry[] = [announced(), expectedCat];

  it('is due seven days before, for every subscriber of that exam only', () => {
    const due = dueReminders({ entries, subscriptions: subs, now: at('2026-12-03') });
    expect(due.map((r) => [r.userId, r.offsetDays, r.sendOn, r.daysUntil])).toEqual([
      ['u1', 7, '2026-12-03', 7],
      ['u2', 7, '2026-12-03', 7],
    ]);
    expect(due[0].key).toBe('exam-calendar:xat-2027-registration-closes:2026-12-10:7d:u1');
  });

  it('is due one day before', () => {
    const due = dueReminders({ entries, subscriptions: subs, now: at('2026-12-09') });
    expect(due.map((r) => [r.userId, r.offsetDays, r.daysUntil])).toEqual([
      ['u1', 1, 1],
      ['u2', 1, 1],
    ]);
  });

  it('sends nothing too early, on the day, or after it', () => {
    for (const day of ['2026-11-25', '2026-12-02', '2026-12-10', '2026-12-11']) {
      expect(dueReminders({ entries, subscriptions: subs, now: at(day) })).toEqual([]);
    }
  });

  it('counts days in Indian time, not UTC', () => {
    // 19:00 UTC on 2 Dec is 00:30 on 3 Dec in India: the seven-day reminder is due.
    expect(dueReminders({ entries, subscriptions: subs, now: new Date('2026-12-02T19:00:00Z') })).toHaveLength(2);
    // 18:00 UTC on 2 Dec is 23:30 on 2 Dec in India: not yet.
    expect(dueReminders({ entries, subscriptions: subs, now: new Date('2026-12-02T18:00:00Z') })).toHaveLength(0);
  });

  it('catches up a missed run until the next reminder takes over, saying how many days are really left', () => {
    const late = dueReminders({ entries, subscriptions: subs, now: at('2026-12-06') });
    expect(late.map((r) => [r.offsetDays, r.daysUntil])).toEqual([
      [7, 4],
      [7, 4],
    ]);
    // From day −1 only the one-day reminder is due; the missed seven-day one is dropped, not sent as well.
    expect(dueReminders({ entries, subscriptions: subs, now: at('2026-12-09') }).every((r) => r.offsetDays === 1)).toBe(true);
  });

  it('sends once when the job runs twice: keys already sent are skipped, and duplicates collapse', () => {
    const now = at('2026-12-03');
    const first = dueReminders({ entries, subscriptions: [...subs, subs[0]], now });
    expect(first).toHaveLength(2);
    const second = dueReminders({ entries, subscriptions: subs, now, alreadySent: new Set(first.map((r) => r.key)) });
    expect(second).toEqual([]);
    // A later run the same week still owes nothing for the same date and offset.
    expect(
      dueReminders({ entries, subscriptions: subs, now: at('2026-12-05'), alreadySent: new Set(first.map((r) => r.key)) }),
    ).toEqual([]);
  });

  it('reminds again when a deadline moves, because the date is part of the key', () => {
    const sent = new Set([reminderKey('xat-2027-registration-closes', '2026-12-10', 7, 'u1')]);
    const moved = [announced({ date: '2026-12-12', revision: 1 })];
    const due = dueReminders({ entries: moved, subscriptions: [subs[0]], now: at('2026-12-05'), alreadySent: sent });
    expect(due.map((r) => r.key)).toEqual(['exam-calendar:xat-2027-registration-closes:2026-12-12:7d:u1']);
  });

  it('never reminds of an expected entry, which has no day', () => {
    for (let d = 1; d <= 30; d += 1) {
      const day = `2026-11-${String(d).padStart(2, '0')}`;
      expect(dueReminders({ entries: [expectedCat], subscriptions: subs, now: at(day) })).toEqual([]);
    }
  });

  it('counts a range from its first day', () => {
    const window = announced({ id: 'nmat-window', exam: 'nmat', kind: 'exam-window', date: '2026-11-05', endDate: '2026-12-19' });
    const due = dueReminders({ entries: [window], subscriptions: [{ userId: 'u9', exam: 'nmat' }], now: at('2026-11-04') });
    expect(due.map((r) => [r.offsetDays, r.eventDate])).toEqual([[1, '2026-11-05']]);
  });
});

describe('dueReminders for tracked colleges', () => {
  const deadline = announced({
    id: 'xlri-2027-application-deadline',
    exam: 'xat',
    collegeSlug: 'xlri-jamshedpur',
    kind: 'application-deadline',
    cycleLabel: 'XLRI PGDM 2027-29',
    date: '2026-12-10',
  });
  const ownDate = announced({
    id: 'mdi-2027-application-deadline',
    exam: null,
    collegeSlug: 'mdi-gurgaon',
    kind: 'application-deadline',
    date: '2026-12-10',
  });
  const tracking = (over: Partial<TrackedCollege>): TrackedCollege => ({
    userId: 't1',
    collegeSlug: 'mdi-gurgaon',
    status: 'planning',
    reminders: true,
    ...over,
  });

  it("reminds a user of a tracked college's own dates, 7 days and 1 day before, with no exam opt-in", () => {
    const tracked = [tracking({})];
    const week = dueReminders({ entries: [ownDate, deadline], subscriptions: [], tracked, now: at('2026-12-03') });
    expect(week.map((r) => [r.userId, r.reason, r.collegeSlug, r.exam, r.offsetDays])).toEqual([
      ['t1', 'college', 'mdi-gurgaon', null, 7],
    ]);
    const day = dueReminders({ entries: [ownDate], subscriptions: [], tracked, now: at('2026-12-09') });
    expect(day.map((r) => [r.offsetDays, r.daysUntil])).toEqual([[1, 1]]);
  });

  it('stops once the college is marked applied (or later), or its reminders are turned off', () => {
    for (const status of ['applied', 'shortlisted', 'interview', 'admitted', 'declined'] as const) {
      expect(
        dueReminders({ entries: [ownDate], subscriptions: [], tracked: [tracking({ status })], now: at('2026-12-03') }),
      ).toEqual([]);
    }
    expect(
      dueReminders({ entries: [ownDate], subscriptions: [], tracked: [tracking({ reminders: false })], now: at('2026-12-03') }),
    ).toEqual([]);
  });

  it('sends one reminder, about the college, when the same user follows its exam too', () => {
    const due = dueReminders({
      entries: [deadline],
      subscriptions: [
        { userId: 't1', exam: 'xat' },
        { userId: 'u2', exam: 'xat' },
      ],
      tracked: [tracking({ collegeSlug: 'xlri-jamshedpur' })],
      now: at('2026-12-03'),
    });
    expect(due.map((r) => [r.userId, r.reason])).toEqual([
      ['t1', 'college'],
      ['u2', 'exam'],
    ]);
    expect(due[0].key).toBe(reminderKey('xlri-2027-application-deadline', '2026-12-10', 7, 't1'));
  });

  it("never reminds of another college's dates, or of an expected date", () => {
    const expectedDeadline = expectedEntry({
      id: 'mdi-expected',
      exam: null,
      collegeSlug: 'mdi-gurgaon',
      kind: 'application-deadline',
    });
    const due = dueReminders({
      entries: [deadline, expectedDeadline],
      subscriptions: [],
      tracked: [tracking({})],
      now: at('2026-12-03'),
    });
    expect(due).toEqual([]);
  });
});
