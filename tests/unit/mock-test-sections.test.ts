import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  canAnswer,
  canStartSection,
  isFinished,
  nextSections,
  openSection,
  paletteState,
  secondsLeft,
  sectionDeadline,
  type AttemptTiming,
  type SectionRun,
  type TestTiming,
} from '@/lib/mock-tests/sections';

// 30 Nov 2026, 08:30 IST: the attempt starts at T0 and every other moment is given as minutes (and seconds) after it.
const T0 = new Date('2026-11-30T03:00:00Z');
const at = (minutes: number, seconds = 0, ms = 0) => new Date(T0.getTime() + minutes * 60_000 + seconds * 1000 + ms);

function run(section: string, startedAt: Date, submittedAt: Date | null = null): SectionRun {
  return { section, startedAt, submittedAt };
}

const attempt = (...runs: SectionRun[]): AttemptTiming => ({ startedAt: T0, runs });

const CAT: TestTiming = {
  order: 'fixed',
  durationMinutes: 120,
  sections: [
    { name: 'VARC', minutes: 40 },
    { name: 'DILR', minutes: 40 },
    { name: 'QA', minutes: 40 },
  ],
};

const NMAT: TestTiming = {
  order: 'candidate',
  durationMinutes: 120,
  sections: [
    { name: 'Language Skills', minutes: 28 },
    { name: 'Quantitative Skills', minutes: 52 },
    { name: 'Logical Reasoning', minutes: 40 },
  ],
};

const XAT: TestTiming = {
  order: 'free',
  durationMinutes: 170,
  sections: [
    { name: 'VALR', minutes: null },
    { name: 'DM', minutes: null },
    { name: 'QADI', minutes: null },
  ],
};

describe('CAT: fixed order, 40 minutes a section', () => {
  it('opens VARC first and only VARC', () => {
    const none = attempt();
    expect(nextSections(CAT, none, at(0))).toEqual(['VARC']);
    expect(canStartSection(CAT, none, 'VARC', at(0))).toEqual({ ok: true });
    expect(canStartSection(CAT, none, 'DILR', at(0))).toEqual({
      ok: false,
      reason: 'Sections of this test open in order: VARC first.',
    });
    expect(canStartSection(CAT, none, 'GK', at(0))).toEqual({ ok: false, reason: 'This test has no section called GK.' });
    expect(openSection(CAT, none, at(0))).toBeNull();
    expect(attemptDeadline(CAT, none)).toEqual(at(120));
  });

  it('keeps the candidate in the open section', () => {
    const varc = attempt(run('VARC', at(0)));
    expect(openSection(CAT, varc, at(20))).toBe('VARC');
    expect(nextSections(CAT, varc, at(20))).toEqual([]);
    expect(canStartSection(CAT, varc, 'DILR', at(20))).toEqual({
      ok: false,
      reason: 'Finish or submit the current section first.',
    });
    expect(canStartSection(CAT, varc, 'VARC', at(20))).toEqual({ ok: false, reason: 'This section is already open.' });
    expect(canAnswer(CAT, varc, 'VARC', at(20))).toBe(true);
    expect(canAnswer(CAT, varc, 'DILR', at(20))).toBe(false);
    expect(sectionDeadline(CAT, varc.runs[0])).toEqual(at(40));
    expect(attemptDeadline(CAT, varc)).toEqual(at(120));
    expect(secondsLeft(CAT, varc, at(20))).toBe(20 * 60);
  });

  it('ends a section at 40:00 exactly, with no submit heard', () => {
    const varc = attempt(run('VARC', at(0)));
    expect(canAnswer(CAT, varc, 'VARC', at(39, 59, 999))).toBe(true);
    expect(canAnswer(CAT, varc, 'VARC', at(40))).toBe(false);
    expect(canAnswer(CAT, varc, 'VARC', at(40, 0, 1))).toBe(false);
    expect(openSection(CAT, varc, at(39, 59, 999))).toBe('VARC');
    expect(openSection(CAT, varc, at(40))).toBeNull();
    expect(secondsLeft(CAT, varc, at(40))).toBe(0);
    expect(nextSections(CAT, varc, at(40))).toEqual(['DILR']);
    expect(canStartSection(CAT, varc, 'DILR', at(40))).toEqual({ ok: true });
    expect(isFinished(CAT, varc, at(40))).toBe(false);
  });

  it('does not go back to a submitted or expired section', () => {
    const submitted = attempt(run('VARC', at(0), at(30)));
    expect(canAnswer(CAT, submitted, 'VARC', at(29, 59))).toBe(true);
    expect(canAnswer(CAT, submitted, 'VARC', at(30))).toBe(false);
    expect(canStartSection(CAT, submitted, 'VARC', at(31))).toEqual({ ok: false, reason: 'This section is already over.' });
    expect(canStartSection(CAT, submitted, 'QA', at(31))).toEqual({
      ok: false,
      reason: 'Sections of this test open in order: DILR first.',
    });

    const dilr = attempt(run('VARC', at(0)), run('DILR', at(40)));
    expect(openSection(CAT, dilr, at(50))).toBe('DILR');
    expect(canAnswer(CAT, dilr, 'VARC', at(50))).toBe(false);
    expect(canStartSection(CAT, dilr, 'VARC', at(50))).toEqual({ ok: false, reason: 'This section is already over.' });
  });

  it('does not answer a section before it starts', () => {
    const dilr = attempt(run('VARC', at(0)), run('DILR', at(41)));
    expect(canAnswer(CAT, dilr, 'DILR', at(40, 30))).toBe(false);
    expect(canAnswer(CAT, dilr, 'DILR', at(41))).toBe(true);
  });

  it('lasts to the open section’s deadline plus the sections still to come', () => {
    // DILR opened a minute after VARC ended: 41 + 40 + QA's 40.
    expect(attemptDeadline(CAT, attempt(run('VARC', at(0)), run('DILR', at(41))))).toEqual(at(121));
    // Between sections the rest is counted from the end of the last one: VARC submitted at 30 + 80.
    expect(attemptDeadline(CAT, attempt(run('VARC', at(0), at(30))))).toEqual(at(110));
  });

  it('finishes when every section has run and closed', () => {
    const all = attempt(run('VARC', at(0)), run('DILR', at(40)), run('QA', at(80)));
    expect(isFinished(CAT, all, at(119, 59))).toBe(false);
    expect(isFinished(CAT, all, at(120))).toBe(true);
    const submittedEarly = attempt(run('VARC', at(0)), run('DILR', at(40)), run('QA', at(80), at(100)));
    expect(isFinished(CAT, submittedEarly, at(100))).toBe(true);
    expect(nextSections(CAT, submittedEarly, at(100))).toEqual([]);
  });

  it('finishes an attempt left between sections once the remaining minutes have passed', () => {
    const abandoned = attempt(run('VARC', at(0)));
    expect(isFinished(CAT, abandoned, at(119, 59))).toBe(false);
    expect(isFinished(CAT, abandoned, at(120))).toBe(true);
    expect(nextSections(CAT, abandoned, at(120))).toEqual([]);
    expect(canStartSection(CAT, abandoned, 'DILR', at(120))).toEqual({ ok: false, reason: 'The time for this test is over.' });
  });
});

describe('NMAT: the candidate picks the order, each section on its own clock', () => {
  it('offers every section at the start and opens any of them', () => {
    expect(nextSections(NMAT, attempt(), at(0))).toEqual(['Language Skills', 'Quantitative Skills', 'Logical Reasoning']);
    expect(canStartSection(NMAT, attempt(), 'Logical Reasoning', at(0))).toEqual({ ok: true });
  });

  it('keeps one section open at a time and times it by its own limit', () => {
    const lr = attempt(run('Logical Reasoning', at(0)));
    expect(nextSections(NMAT, lr, at(10))).toEqual([]);
    expect(canStartSection(NMAT, lr, 'Language Skills', at(10))).toEqual({
      ok: false,
      reason: 'Finish or submit the current section first.',
    });
    expect(secondsLeft(NMAT, lr, at(10))).toBe(30 * 60);
    expect(canAnswer(NMAT, lr, 'Logical Reasoning', at(39, 59))).toBe(true);
    expect(canAnswer(NMAT, lr, 'Logical Reasoning', at(40))).toBe(false);
  });

  it('offers only the sections not started, and never reopens one', () => {
    const quant = attempt(run('Logical Reasoning', at(0), at(20)), run('Quantitative Skills', at(21)));
    expect(nextSections(NMAT, attempt(run('Logical Reasoning', at(0), at(20))), at(20))).toEqual([
      'Language Skills',
      'Quantitative Skills',
    ]);
    expect(canStartSection(NMAT, quant, 'Logical Reasoning', at(80))).toEqual({
      ok: false,
      reason: 'This section is already over.',
    });
    // Quantitative Skills: 52 minutes from 21.
    expect(sectionDeadline(NMAT, quant.runs[1])).toEqual(at(73));
    expect(canAnswer(NMAT, quant, 'Quantitative Skills', at(72, 59))).toBe(true);
    expect(canAnswer(NMAT, quant, 'Quantitative Skills', at(73))).toBe(false);
    expect(attemptDeadline(NMAT, quant)).toEqual(at(73 + 28));
    expect(nextSections(NMAT, quant, at(73))).toEqual(['Language Skills']);
  });

  it('finishes when the last section is submitted', () => {
    const all = attempt(
      run('Logical Reasoning', at(0), at(20)),
      run('Quantitative Skills', at(21), at(30)),
      run('Language Skills', at(31), at(35)),
    );
    expect(isFinished(NMAT, all, at(34, 59))).toBe(false);
    expect(isFinished(NMAT, all, at(35))).toBe(true);
  });
});

describe('XAT: one clock, every section open', () => {
  const xat = attempt();

  it('opens nothing section by section', () => {
    expect(openSection(XAT, xat, at(10))).toBeNull();
    expect(nextSections(XAT, xat, at(10))).toEqual([]);
    expect(canStartSection(XAT, xat, 'DM', at(10))).toEqual({ ok: false, reason: 'Every section of this test is already open.' });
  });

  it('takes answers in any section until the test’s time is up', () => {
    expect(attemptDeadline(XAT, xat)).toEqual(at(170));
    for (const section of ['VALR', 'DM', 'QADI']) {
      expect(canAnswer(XAT, xat, section, at(0))).toBe(true);
      expect(canAnswer(XAT, xat, section, at(169, 59, 999))).toBe(true);
      expect(canAnswer(XAT, xat, section, at(170))).toBe(false);
    }
    expect(canAnswer(XAT, xat, 'VALR', at(0, 0, -1))).toBe(false);
    expect(canAnswer(XAT, xat, 'GK', at(10))).toBe(false);
  });

  it('counts the test’s clock and finishes with it', () => {
    expect(secondsLeft(XAT, xat, at(100))).toBe(70 * 60);
    expect(isFinished(XAT, xat, at(169, 59))).toBe(false);
    expect(isFinished(XAT, xat, at(170))).toBe(true);
  });
});

describe('secondsLeft', () => {
  const varc = attempt(run('VARC', at(0)));

  it('floors to whole seconds', () => {
    expect(secondsLeft(CAT, varc, at(39, 58, 500))).toBe(1);
    expect(secondsLeft(CAT, varc, at(39, 59, 1))).toBe(0);
    expect(secondsLeft(CAT, varc, at(0, 0, 1))).toBe(40 * 60 - 1);
  });

  it('is never negative', () => {
    expect(secondsLeft(CAT, varc, at(45))).toBe(0);
    expect(secondsLeft(XAT, attempt(), at(200))).toBe(0);
  });

  it('is 0 between sections', () => {
    expect(secondsLeft(CAT, attempt(run('VARC', at(0), at(10))), at(11))).toBe(0);
  });
});

describe('bad test data', () => {
  it('refuses to guess a section limit', () => {
    expect(() => sectionDeadline(CAT, run('GK', at(0)))).toThrow('no section called GK');
    const untimed: TestTiming = { ...CAT, sections: [{ name: 'VARC', minutes: null }] };
    expect(() => sectionDeadline(untimed, run('VARC', at(0)))).toThrow('has no time limit');
  });
});

describe('paletteState', () => {
  it.each([
    [{ visited: false, answered: false, marked: false }, 'not_visited'],
    [{ visited: true, answered: false, marked: false }, 'not_answered'],
    [{ visited: true, answered: true, marked: false }, 'answered'],
    [{ visited: true, answered: false, marked: true }, 'marked'],
    [{ visited: true, answered: true, marked: true }, 'answered_marked'],
  ] as const)('%o is %s', (question, state) => {
    expect(paletteState(question)).toBe(state);
  });
});
