import { describe, expect, it } from 'vitest';
import { explainBandingRules, explainInputs } from '@/lib/predictor/explain';
import { marginsFor, PERCENTILE_MARGINS, SCORE_MARGIN_SHARES } from '@/lib/predictor/margins';
import { shortlist } from '@/lib/predictor/shortlist';
import { candidate, college, estimate, floor, IIMA_LIKE, report } from './predictor-fixtures';

const names = (list: { collegeName: string }[]) => list.map((j) => j.collegeName);

describe('shortlist', () => {
  const colleges = [
    college('a', [estimate(90)], { name: 'A (est 90)', state: 'Maharashtra' }),
    college('b', [estimate(93)], { name: 'B (est 93)', state: 'Delhi' }),
    college('c', [estimate(92.5)], { name: 'C (est 92.5)', state: 'Delhi' }),
    college('d', [estimate(96)], { name: 'D (est 96)', state: 'Karnataka' }),
    college('e', [estimate(98)], { name: 'E (est 98)', state: 'Gujarat' }),
    college('f', [floor(95)], { name: 'F (min 95)', state: null }),
    college('g', [], { name: 'G (nothing)', state: 'Delhi' }),
    college('h', [floor(80, { exam: 'XAT' })], { name: 'H (XAT only)', state: 'Jharkhand' }),
    college('i', [estimate(85)], { name: 'I (does not take CAT)', state: 'Delhi', examsAccepted: ['XAT'] }),
    college('j', [estimate(88)], { name: 'J (est 88)', state: 'Delhi', examsAccepted: ['cat', 'GMAT'] }),
    college('k', [estimate(99)], { name: 'K (est 99)', state: 'Kerala' }),
    college('l', [estimate(80)], { name: 'L (est 80)', state: 'Delhi' }),
  ];

  it('groups colleges by band, closest to the line first, and lists the rest apart', () => {
    const result = shortlist(colleges, candidate({ percentile: 94 }));
    expect(result.exam).toBe('CAT');
    // likely: L +14, J +6, A +4, C +1.5, B +1 → closest first.
    expect(names(result.bands.likely)).toEqual(['B (est 93)', 'C (est 92.5)', 'A (est 90)', 'J (est 88)', 'L (est 80)']);
    expect(names(result.bands.possible)).toEqual(['D (est 96)']);
    expect(names(result.bands.reach)).toEqual(['E (est 98)', 'K (est 99)']);
    expect(result.bands.unlikely).toEqual([]);
    expect(names(result.bands['not-eligible'])).toEqual(['F (min 95)']);
    expect(names(result.bands['no-figure'])).toEqual(['G (nothing)', 'H (XAT only)']);
    expect(result.leftOut).toEqual({ notAcceptingExam: ['I (does not take CAT)'], outsidePreferredStates: [] });
  });

  it('narrows to the preferred states (any case), keeping colleges whose state is not recorded', () => {
    const result = shortlist(colleges, candidate({ percentile: 94, preferredStates: ['delhi', ' Kerala '] }));
    const listed = Object.values(result.bands)
      .flat()
      .map((j) => j.collegeName);
    expect(listed.sort()).toEqual([
      'B (est 93)',
      'C (est 92.5)',
      'F (min 95)',
      'G (nothing)',
      'J (est 88)',
      'K (est 99)',
      'L (est 80)',
    ]);
    expect(result.leftOut.outsidePreferredStates).toEqual(['A (est 90)', 'D (est 96)', 'E (est 98)', 'H (XAT only)']);
    expect(result.inputNotes.at(-1)).toContain('Your preferred states (delhi, Kerala) only narrow the list');
  });

  it('breaks ties by name, and sorts a score line by its share so marks and percentiles are comparable', () => {
    const tied = shortlist(
      [college('z', [estimate(95)], { name: 'Zeta' }), college('y', [report(95)], { name: 'Alpha' })],
      candidate({ percentile: 94 }),
    );
    expect(names(tied.bands.possible)).toEqual(['Alpha', 'Zeta']);
    const nmat = shortlist(
      [
        college('n1', [report(200, { exam: 'NMAT', measure: 'score' })], { name: 'N1 (200)' }),
        college('n2', [report(210, { exam: 'NMAT', measure: 'score' })], { name: 'N2 (210)' }),
      ],
      candidate({ exam: 'NMAT', score: 190 }),
    );
    // 190 is 5 % below 200 and 9.5 % below 210: both a reach, the nearer one first.
    expect(names(nmat.bands.reach)).toEqual(['N1 (200)', 'N2 (210)']);
  });

  it('judges each category against its own line across colleges', () => {
    const result = shortlist(
      [IIMA_LIKE, college('gen', [estimate(80)], { name: 'General only' })],
      candidate({ category: 'SC', percentile: 86 }),
    );
    expect(names(result.bands.possible)).toEqual(['iima']);
    expect(names(result.bands['no-figure'])).toEqual(['General only']);
  });
});

describe('the rules in plain words', () => {
  it('states the margins the code uses', () => {
    const text = explainBandingRules().join(' ');
    expect(text).toContain(`likely from ${PERCENTILE_MARGINS.likelyAbove} percentile above the estimate`);
    expect(text).toContain(`possible from ${PERCENTILE_MARGINS.possibleBelow} below`);
    expect(text).toContain(`a reach down to ${PERCENTILE_MARGINS.reachBelow} below`);
    expect(text).toContain(`likely from ${SCORE_MARGIN_SHARES.likelyAbove * 100} % above`);
    expect(text).toContain('nothing is guessed');
    expect(text).toContain('at most "possible"');
  });

  it('says which inputs do not change a band', () => {
    const notes = explainInputs({ preferredStates: [] });
    expect(notes[0]).toContain('Work experience and your class 10, class 12 and graduation marks do not change any band');
    expect(notes.at(-1)).toContain('No preferred states given');
  });

  it('score margins are a share of the line, percentile margins are fixed', () => {
    expect(marginsFor('score', 209)).toEqual({ likelyAbove: 6.27, possibleBelow: 6.27, reachBelow: 20.9 });
    expect(marginsFor('percentile', 50)).toEqual({ likelyAbove: 1, possibleBelow: 2, reachBelow: 5 });
  });
});
