import { describe, expect, it } from 'vitest';
import { DEFAULT_STATS, HERO_MOCK_TESTS, resolveStats, resolveStudyAbroad } from '@/lib/home/content';

describe('home headline statistics', () => {
  it('falls back to the spec figures without a setting', () => {
    for (const setting of [null, undefined, 'x', 42, []]) {
      expect(resolveStats(setting).map((s) => s.value)).toEqual(['4000+', '500+', '95%', '1,200+', '200+']);
    }
  });

  it('takes each figure from the setting when it is a non-empty string', () => {
    const stats = resolveStats({ students: ' 5000+ ', placement_rate: '', internships: 1300, videos: '250+' });
    expect(stats.map((s) => [s.key, s.value])).toEqual([
      ['students', '5000+'],
      ['college_tie_ups', '500+'],
      ['placement_rate', '95%'],
      ['internships', '1,200+'],
      ['videos', '250+'],
    ]);
    expect(stats.map((s) => s.label)).toEqual(DEFAULT_STATS.map((s) => s.label));
  });
});

describe('study abroad', () => {
  it('has the spec averages and durations by default', () => {
    expect(resolveStudyAbroad(null).map((c) => [c.country, c.averageCost, c.duration])).toEqual([
      ['United States', '$60,000', '2 years'],
      ['United Kingdom', '£45,000', '1 year'],
      ['Canada', 'CAD 55,000', '2 years'],
    ]);
  });

  it('lets the setting override cost and duration per country', () => {
    const countries = resolveStudyAbroad({ countries: [{ country: 'Canada', average_cost: 'CAD 58,000' }, null, 'x'] });
    expect(countries[2]).toMatchObject({ country: 'Canada', averageCost: 'CAD 58,000', duration: '2 years' });
    expect(countries[0].averageCost).toBe('$60,000');
    expect(countries.every((c) => c.topSchools.length === 3)).toBe(true);
  });
});

describe('hero sample mock tests (spec §1)', () => {
  it('lists CAT, XAT, NMAT and SNAP as the spec gives them', () => {
    expect(HERO_MOCK_TESTS.map((t) => `${t.exam} ${t.questions}/${t.minutes} ${t.difficulty}`)).toEqual([
      'CAT 76/180 High',
      'XAT 95/165 Medium',
      'NMAT 120/120 Medium',
      'SNAP 60/60 Easy',
    ]);
  });
});
