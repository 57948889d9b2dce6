import { describe, expect, it } from 'vitest';
import { followUpState } from '@/lib/leads/follow-ups';
import { jsonFacts } from '@/lib/leads/json-facts';
import { DEFAULT_RESPONSE_TARGET } from '@/lib/leads/response-target';
import { toRowView } from '@/lib/leads/row-view';
import { DEFAULT_COLUMNS, parseColumnChoice, toggleColumn } from '@/lib/leads/table-columns';
import { describeEvent } from '@/lib/leads/timeline';
import { SAMPLE_LEADS } from '@/lib/samples/leads';
import { dateToIstInput, endOfTodayIst, istInputToDate } from '@/lib/time/ist';

const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('the follow-up day (IST)', () => {
  it('ends at midnight IST, whatever the server zone', () => {
    expect(endOfTodayIst(ist('2026-11-23T00:00'))).toEqual(ist('2026-11-24T00:00'));
    expect(endOfTodayIst(ist('2026-11-23T23:59'))).toEqual(ist('2026-11-24T00:00'));
    // 20:00 UTC on the 23rd is already 01:30 on the 24th in India.
    expect(endOfTodayIst(new Date('2026-11-23T20:00:00Z'))).toEqual(ist('2026-11-25T00:00'));
  });

  it('tells overdue, due today and later apart', () => {
    const now = ist('2026-11-23T12:00');
    expect(followUpState(ist('2026-11-23T11:59').toISOString(), now)).toBe('overdue');
    expect(followUpState(ist('2026-11-23T23:30').toISOString(), now)).toBe('today');
    expect(followUpState(ist('2026-11-24T09:00').toISOString(), now)).toBe('later');
    expect(followUpState(null, now)).toBe('none');
  });

  it('reads a datetime-local value as Indian time and writes one back', () => {
    expect(istInputToDate('2026-11-24T11:00')).toEqual(ist('2026-11-24T11:00'));
    expect(dateToIstInput(ist('2026-11-24T11:00').toISOString())).toBe('2026-11-24T11:00');
    expect(dateToIstInput(null)).toBe('');
    for (const bad of ['', '2026-02-30T10:00', '2026-11-24T25:00', '24/11/2026 11:00', '2026-11-24']) {
      expect(istInputToDate(bad)).toBeNull();
    }
  });
});

describe('column choice', () => {
  it('falls back to the default for nothing or junk, and drops unknown columns', () => {
    expect(parseColumnChoice(null)).toEqual(DEFAULT_COLUMNS);
    expect(parseColumnChoice('{oops')).toEqual(DEFAULT_COLUMNS);
    expect(parseColumnChoice('"status"')).toEqual(DEFAULT_COLUMNS);
    expect(parseColumnChoice('["phone","bogus","status"]')).toEqual(['status', 'phone']);
    expect(parseColumnChoice('[]')).toEqual([]);
  });

  it('toggles a column on and off, keeping the table order', () => {
    const withPhone = toggleColumn(['status', 'score'], 'phone');
    expect(withPhone).toEqual(['status', 'score', 'phone']);
    expect(toggleColumn(withPhone, 'status')).toEqual(['score', 'phone']);
  });
});

describe('timeline lines', () => {
  it.each([
    ['created', {}, 'Lead arrived'],
    ['status_changed', { from: 'new', to: 'contacted' }, 'Status changed from New to Contacted'],
    ['status_changed', { from: 'contacted', to: 'contacted' }, 'Status set to Contacted again'],
    ['assigned', { to_name: 'Priya Nair', from_name: null }, 'Assigned to Priya Nair'],
    ['assigned', { to_name: 'Rahul Deshpande', from_name: 'Priya Nair' }, 'Assigned to Rahul Deshpande (was Priya Nair)'],
    ['assigned', { to_name: null, from_name: 'Priya Nair' }, 'Unassigned (was Priya Nair)'],
    ['call_logged', { outcome: 'no_answer' }, 'Call logged: No answer'],
    [
      'call_logged',
      { outcome: 'call_back', call_back_at: '2026-11-24T05:30:00Z' },
      'Call logged: Asked to call back at 24 Nov 2026, 11:00 am IST',
    ],
    ['follow_up_set', { from: null, to: '2026-11-24T05:30:00Z' }, 'Next follow-up set to 24 Nov 2026, 11:00 am IST'],
    ['follow_up_set', { from: '2026-11-24T05:30:00Z', to: null }, 'Next follow-up cleared'],
    ['updated', { fields: ['priority', 'utm_campaign'] }, 'Updated priority, utm campaign'],
    ['viewed', {}, 'Personal data viewed'],
    ['exported', { count: 12 }, 'Exported with 12 leads'],
    ['something_new', null, 'something new'],
  ])('%s %o → %s', (action, details, title) => {
    expect(describeEvent(action, details).title).toBe(title);
  });

  it('shows the text a note added', () => {
    expect(describeEvent('internal_note_added', { entry: '[23 Nov 2026, 14:05 IST · Priya Nair] Called' })).toEqual({
      title: 'Internal note added',
      body: '[23 Nov 2026, 14:05 IST · Priya Nair] Called',
    });
  });
});

describe('JSON facts', () => {
  it('flattens browser and device info into labelled values', () => {
    expect(
      jsonFacts({
        screen: { width: 1280, height: 800 },
        timezone: 'Asia/Kolkata',
        cookieEnabled: true,
        empty: '',
        list: ['a', 'b'],
      }),
    ).toEqual([
      ['screen.width', '1280'],
      ['screen.height', '800'],
      ['timezone', 'Asia/Kolkata'],
      ['cookieEnabled', 'true'],
      ['list', 'a, b'],
    ]);
    expect(jsonFacts(null)).toEqual([]);
    expect(jsonFacts(['x'])).toEqual([]);
  });
});

describe('a lead row', () => {
  it('says how long ago the lead arrived and flags a new lead nobody contacted in time', () => {
    const arrived = ist('2026-11-23T10:00').toISOString();
    const fresh = { ...SAMPLE_LEADS[3], created_at: arrived };
    expect(toRowView(fresh, ist('2026-11-23T10:12'), DEFAULT_RESPONSE_TARGET)).toMatchObject({
      arrived: '12 min',
      overdue: false,
    });
    expect(toRowView(fresh, ist('2026-11-23T13:17'), DEFAULT_RESPONSE_TARGET)).toMatchObject({
      arrived: '3 h 17 min',
      overdue: true,
    });
    expect(toRowView({ ...fresh, status: 'contacted' }, ist('2026-11-23T13:17'), DEFAULT_RESPONSE_TARGET).overdue).toBe(false);
  });
});
