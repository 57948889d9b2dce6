import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTimeSince,
  isOverdue,
  overdueArrivalCutoff,
  parseResponseTarget,
  responseDeadline,
  DEFAULT_RESPONSE_TARGET as TARGET,
  workingMinutesBetween,
  type ResponseTarget,
} from '@/lib/leads/response-target';

/** An instant given as Indian wall-clock time. 23 Nov 2026 is a Monday; 28 Nov a Saturday, 29 Nov a Sunday. */
const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('workingMinutesBetween (15 min, 09:30–18:30 IST, Monday to Saturday)', () => {
  it.each([
    ['inside one working day', '2026-11-23T10:00', '2026-11-23T10:20', 20],
    ['from before opening', '2026-11-23T08:00', '2026-11-23T09:35', 5],
    ['over a night', '2026-11-23T18:20', '2026-11-24T09:40', 20],
    ['over a Sunday', '2026-11-28T18:00', '2026-11-30T09:45', 45],
    ['wholly on a Sunday', '2026-11-29T10:00', '2026-11-29T17:00', 0],
    ['a whole working day', '2026-11-23T00:00', '2026-11-24T00:00', 540],
    ['a week', '2026-11-23T00:00', '2026-11-30T00:00', 540 * 6],
  ])('%s', (_, from, to, minutes) => {
    expect(workingMinutesBetween(ist(from), ist(to), TARGET)).toBe(minutes);
  });

  it('is 0 when the end is not after the start', () => {
    expect(workingMinutesBetween(ist('2026-11-23T11:00'), ist('2026-11-23T10:00'), TARGET)).toBe(0);
  });

  it('follows the wall clock of the setting’s zone across a daylight-saving change', () => {
    const london: ResponseTarget = {
      minutes: 15,
      start: '09:00',
      end: '17:00',
      days: [1, 2, 3, 4, 5, 6, 7],
      timezone: 'Europe/London',
    };
    // Clocks go forward on Sunday 29 March 2026: 16:00 GMT Saturday to 10:00 BST Sunday is 1 h + 1 h of working time.
    expect(workingMinutesBetween(new Date('2026-03-28T16:00:00Z'), new Date('2026-03-29T09:00:00Z'), london)).toBe(120);
  });
});

describe('responseDeadline', () => {
  it.each([
    ['during working hours', '2026-11-23T10:00', '2026-11-23T10:15'],
    ['near closing', '2026-11-23T18:25', '2026-11-24T09:40'],
    ['on Saturday evening', '2026-11-28T18:20', '2026-11-30T09:35'],
    ['on a Sunday', '2026-11-29T12:00', '2026-11-30T09:45'],
    ['at night', '2026-11-24T02:00', '2026-11-24T09:45'],
  ])('a lead arriving %s is due %s', (_, arrival, due) => {
    expect(responseDeadline(ist(arrival), TARGET)).toEqual(ist(due));
  });

  it('is null when there are no working days', () => {
    expect(responseDeadline(ist('2026-11-23T10:00'), { ...TARGET, days: [] })).toBeNull();
    expect(overdueArrivalCutoff(ist('2026-11-23T10:00'), { ...TARGET, days: [] })).toBeNull();
  });
});

describe('overdueArrivalCutoff', () => {
  it.each([
    ['mid-morning', '2026-11-23T10:00', '2026-11-23T09:45'],
    ['just after opening on Monday', '2026-11-30T09:40', '2026-11-28T18:25'],
    ['on a Sunday', '2026-11-29T15:00', '2026-11-28T18:15'],
  ])('%s', (_, now, cutoff) => {
    expect(overdueArrivalCutoff(ist(now), TARGET)).toEqual(ist(cutoff));
  });

  it('agrees with the deadline: overdue exactly when arrival is at or before the cutoff', () => {
    const minute = 60_000;
    const base = ist('2026-11-20T00:00').getTime();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * 1440 }), fc.integer({ min: 0, max: 4 * 1440 }), (arrivalMin, waitMin) => {
        const arrival = new Date(base + arrivalMin * minute);
        const now = new Date(arrival.getTime() + waitMin * minute);
        const deadline = responseDeadline(arrival, TARGET)!;
        const cutoff = overdueArrivalCutoff(now, TARGET)!;
        expect(deadline <= now).toBe(arrival <= cutoff);
        expect(workingMinutesBetween(arrival, deadline, TARGET)).toBe(TARGET.minutes);
      }),
    );
  });
});

describe('isOverdue', () => {
  const lead = { status: 'new', contact_attempts: 0, created_at: ist('2026-11-23T10:00').toISOString() };

  it('flags a new lead nobody has contacted once the target has passed', () => {
    expect(isOverdue(lead, ist('2026-11-23T10:14'), TARGET)).toBe(false);
    expect(isOverdue(lead, ist('2026-11-23T10:15'), TARGET)).toBe(true);
  });

  it('does not flag a lead someone has acted on', () => {
    expect(isOverdue({ ...lead, status: 'contacted' }, ist('2026-11-24T10:00'), TARGET)).toBe(false);
    expect(isOverdue({ ...lead, contact_attempts: 1 }, ist('2026-11-24T10:00'), TARGET)).toBe(false);
  });
});

describe('formatTimeSince', () => {
  const now = ist('2026-11-23T12:00');
  it.each([
    ['2026-11-23T12:00', '0 min'],
    ['2026-11-23T11:48', '12 min'],
    ['2026-11-23T11:00', '1 h'],
    ['2026-11-23T08:55', '3 h 5 min'],
    ['2026-11-22T11:00', '1 day'],
    ['2026-11-21T09:00', '2 days'],
    ['2026-11-23T12:30', '0 min'],
  ])('since %s → %s', (arrival, text) => {
    expect(formatTimeSince(ist(arrival), now)).toBe(text);
  });
});

describe('parseResponseTarget', () => {
  it('reads a valid setting', () => {
    const custom = { minutes: 30, start: '10:00', end: '19:00', days: [1, 2, 3, 4, 5], timezone: 'Asia/Kolkata' };
    expect(parseResponseTarget(custom)).toEqual(custom);
  });

  it.each([
    ['nothing', null],
    ['a string', 'fast'],
    ['an unknown zone', { ...TARGET, timezone: 'Mars/Olympus' }],
    ['an end before the start', { ...TARGET, start: '18:00', end: '09:00' }],
    ['a bad clock', { ...TARGET, start: '9:30' }],
    ['a zero target', { ...TARGET, minutes: 0 }],
  ])('falls back to the default for %s', (_, value) => {
    expect(parseResponseTarget(value)).toEqual(TARGET);
  });
});
