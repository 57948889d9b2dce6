import { describe, expect, it } from 'vitest';
import { durationText, examDateLabel, patternLabel, patternValueText } from '@/lib/exams/display';

describe('examDateLabel', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('calls a future date the next exam', () => {
    expect(examDateLabel('2026-11-29', { now, expected: false })).toEqual({ label: 'Next exam', date: '29 Nov 2026' });
    expect(examDateLabel('2026-11-29', { now, expected: true })).toEqual({ label: 'Next (expected)', date: '29 Nov 2026' });
  });

  it('never calls a past date next', () => {
    expect(examDateLabel('2025-11-30', { now, expected: false })).toEqual({ label: 'Last held', date: '30 Nov 2025' });
  });

  it('counts the exam day itself, in Indian time, as upcoming', () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    expect(examDateLabel('2026-11-22', { now: new Date('2026-11-21T20:00:00Z'), expected: false })?.label).toBe('Next exam');
  });

  it('gives nothing for a missing or invalid date', () => {
    expect(examDateLabel(null, { now, expected: false })).toBeNull();
    expect(examDateLabel('not a date', { now, expected: false })).toBeNull();
  });
});

describe('pattern display', () => {
  it('turns keys into labels', () => {
    expect(patternLabel('sectional_timing')).toBe('Sectional timing');
    expect(patternLabel('pwd_minutes_per_section')).toBe('PwD minutes per section');
    expect(patternLabel('mcq_tita_split')).toBe('MCQ TITA split');
    expect(patternLabel('part_a_minutes')).toBe('Part A minutes');
  });

  it('turns values into text', () => {
    expect(patternValueText(true)).toBe('Yes');
    expect(patternValueText(false)).toBe('No');
    expect(patternValueText(['8:30-10:30', '12:30-14:30'])).toBe('8:30-10:30; 12:30-14:30');
    expect(patternValueText(170)).toBe('170');
  });

  it('writes durations', () => {
    expect(durationText(120)).toBe('120 minutes (2 hours)');
    expect(durationText(60)).toBe('60 minutes (1 hour)');
    expect(durationText(170)).toBe('170 minutes');
    expect(durationText(null)).toBe('Not published');
  });
});
