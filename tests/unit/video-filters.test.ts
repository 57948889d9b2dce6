import { describe, expect, it } from 'vitest';
import { toIsoDuration } from '@/lib/video/duration';
import { hasVideoFilters, parseVideoFilters, videoFiltersToSearch } from '@/lib/video/filters';

describe('parseVideoFilters', () => {
  it('reads every filter from the URL', () => {
    expect(parseVideoFilters({ category: 'CAT Preparation', difficulty: 'Advanced', featured: 'true', free: 'false' })).toEqual({
      category: 'CAT Preparation',
      difficulty: 'Advanced',
      featured: true,
      free: false,
    });
  });

  it('means no filter for missing, empty or invalid values, one field at a time', () => {
    expect(parseVideoFilters({})).toEqual({});
    expect(parseVideoFilters({ category: '  ', difficulty: 'Expert', featured: 'yes', free: '1' })).toEqual({});
    expect(parseVideoFilters({ difficulty: 'beginner', free: 'true' })).toEqual({ free: true });
    expect(parseVideoFilters({ category: 'x'.repeat(81) })).toEqual({});
  });

  it('takes the first of repeated parameters and trims the category', () => {
    expect(parseVideoFilters({ category: [' Admissions ', 'Other'], difficulty: ['Intermediate'] })).toEqual({
      category: 'Admissions',
      difficulty: 'Intermediate',
    });
  });
});

describe('videoFiltersToSearch', () => {
  it('round-trips through the URL in a stable order', () => {
    const filters = { free: true, category: 'Study Abroad', featured: true as const, difficulty: 'Beginner' as const };
    const search = videoFiltersToSearch(filters);
    expect(search).toBe('?category=Study+Abroad&difficulty=Beginner&featured=true&free=true');
    expect(parseVideoFilters(Object.fromEntries(new URLSearchParams(search)))).toEqual(filters);
  });

  it('is empty without filters', () => {
    expect(videoFiltersToSearch({})).toBe('');
    expect(hasVideoFilters({})).toBe(false);
    expect(hasVideoFilters({ free: false })).toBe(true);
  });
});

describe('toIsoDuration', () => {
  it.each([
    ['18:40', 'PT18M40S'],
    ['1:02:10', 'PT1H2M10S'],
    ['5:00', 'PT5M'],
    ['0:45', 'PT45S'],
    ['2:00:00', 'PT2H'],
  ])('%s → %s', (display, iso) => expect(toIsoDuration(display)).toBe(iso));

  it.each([null, '', '90', '12:75', 'ab:cd', '1:2:3:4'])('%s has no ISO form', (display) => {
    expect(toIsoDuration(display)).toBeUndefined();
  });
});
