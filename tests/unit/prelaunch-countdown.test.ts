import { describe, expect, it } from 'vitest';
import { communityCategoryLabel } from '@/lib/community/threads';
import { countdownTo, LAUNCH_AT } from '@/lib/prelaunch/countdown';

describe('countdownTo', () => {
  const launch = '2027-01-11T10:00:00+05:30';

  it('splits the time left into days, hours and minutes', () => {
    expect(countdownTo(launch, new Date('2027-01-09T08:30:00+05:30'))).toEqual({
      launched: false,
      days: 2,
      hours: 1,
      minutes: 30,
    });
  });

  it('rounds a part-minute up, so it never shows zero while time remains', () => {
    expect(countdownTo(launch, new Date('2027-01-11T09:59:30+05:30'))).toEqual({
      launched: false,
      days: 0,
      hours: 0,
      minutes: 1,
    });
  });

  it('reports the launch at and after the moment', () => {
    expect(countdownTo(launch, new Date('2027-01-11T10:00:00+05:30'))).toEqual({ launched: true, days: 0, hours: 0, minutes: 0 });
    expect(countdownTo(launch, new Date('2028-01-01T00:00:00Z')).launched).toBe(true);
  });

  it('accepts epoch milliseconds', () => {
    expect(countdownTo(launch, Date.parse('2027-01-10T10:00:00+05:30'))).toEqual({
      launched: false,
      days: 1,
      hours: 0,
      minutes: 0,
    });
  });

  it('has a valid launch constant', () => {
    expect(Number.isNaN(Date.parse(LAUNCH_AT))).toBe(false);
  });
});

describe('communityCategoryLabel', () => {
  it.each([
    ['cat-prep', 'CAT preparation'],
    ['gd-pi', 'GD, WAT and interviews'],
    ['general', 'General'],
    ['study-abroad', 'Study abroad'],
  ])('%s → %s', (key, label) => {
    expect(communityCategoryLabel(key)).toBe(label);
  });
});
