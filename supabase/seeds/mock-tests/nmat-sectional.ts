import type { SeedMockTest, SeedOption } from './types';

/** The five standard answer choices of an NMAT two-conclusion syllogism. */
const CONCLUSION_OPTIONS: SeedOption[] = [
  { key: 'A', text: 'Only conclusion I follows' },
  { key: 'B', text: 'Only conclusion II follows' },
  { key: 'C', text: 'Both conclusions I and II follow' },
  { key: 'D', text: 'Neither conclusion I nor conclusion II follows' },
  { key: 'E', text: 'Either conclusion I or conclusion II follows' },
];

const SEATING = [
  'Six colleagues — **Aarav, Bela, Chirag, Divya, Esha** and **Farhan** — sit in a row of six seats numbered 1 to 6 from left to right, all facing north (so "to the right of" means a higher seat number). Each seat has exactly one person.',
  '',
  '1. Chirag sits at one of the two ends of the row.',
  '2. Divya sits immediately to the right of Bela.',
  '3. Exactly two people sit between Aarav and Divya.',
  '4. Esha sits immediately to the right of Farhan.',
  '5. Farhan does not sit next to Chirag.',
  '6. Aarav does not sit at either end of the row.',
].join('\n');

export const nmatSectional: SeedMockTest = {
  slug: 'nmat-logical-reasoning-sectional-1',
  title: 'NMAT Logical Reasoning Sectional',
  description:
    'A 14-minute NMAT-style Logical Reasoning drill: 12 five-option questions on syllogisms, coding-decoding, blood relations, series, a seating arrangement and critical reasoning, marked +3 with no negative marking.',
  exam: 'nmat',
  kind: 'sectional',
  difficulty: 'Medium',
  durationMinutes: 14,
  sectionOrder: 'fixed',
  calculator: false,
  instructions: [
    'This sectional test practises the NMAT **Logical Reasoning** section at a smaller scale: **12 questions in 14 minutes**, one section, about 70 seconds a question — close to the real section’s pace of 36 questions in 40 minutes.',
    '',
    '- Every question has **five options (A–E)** and exactly one right answer.',
    '- **+3** for a right answer and **no negative marking**: a wrong or skipped question scores 0, so answer every question before time runs out.',
    '- Three questions share one seating arrangement; read its conditions once and reuse your diagram.',
    '- No calculator is available; keep rough paper for diagrams.',
    '- The test is submitted automatically when the 14 minutes end. Your time is kept on the server: closing the page does not stop the clock.',
  ].join('\n'),
  sections: [
    {
      name: 'Logical Reasoning',
      minutes: 14,
      items: [
        {
          type: 'mcq',
          text: [
            '**Statements:**',
            '',
            'All pilots are graduates. Some graduates are musicians. No musician is a chef.',
            '',
            '**Conclusions:**',
            '',
            'I. Some pilots are musicians.',
            '',
            'II. Some graduates are not chefs.',
            '',
            'Taking the statements to be true, which conclusion(s) logically follow?',
          ].join('\n'),
          options: CONCLUSION_OPTIONS,
          answer: 'B',
          explanation:
            'Draw the circles. The graduates who are musicians can lie entirely outside the pilots circle, so "some pilots are musicians" is possible but not certain: I does not follow. The graduates who are musicians exist (statement 2) and no musician is a chef (statement 3), so those graduates are certainly not chefs: II follows. Only II follows.',
          topic: 'Logical reasoning',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: [
            '**Statements:**',
            '',
            'All rings are bangles. Some bangles are chains.',
            '',
            '**Conclusions:**',
            '',
            'I. Some rings are chains.',
            '',
            'II. No ring is a chain.',
            '',
            'Taking the statements to be true, which conclusion(s) logically follow?',
          ].join('\n'),
          options: CONCLUSION_OPTIONS,
          answer: 'E',
          explanation:
            'The chains that are bangles may or may not overlap the rings circle, so neither I nor II is certain on its own. But I and II are about the same two groups (rings and chains) and one is "some" while the other is "no": exactly one of them must be true, and they cannot both be false. Such a complementary pair gives "either I or II follows" — check for it whenever both conclusions individually fail.',
          topic: 'Logical reasoning',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'In a certain code, **PUNE** is written as **QWQI**. How is **AGRA** written in that code?',
          options: [
            { key: 'A', text: 'BHTD' },
            { key: 'B', text: 'CIUE' },
            { key: 'C', text: 'BIUE' },
            { key: 'D', text: 'BIVE' },
            { key: 'E', text: 'BJUE' },
          ],
          answer: 'C',
          explanation:
            'Write the alphabet positions: P16 → Q17 (+1), U21 → W23 (+2), N14 → Q17 (+3), E5 → I9 (+4). The shift grows by one at each letter. Apply +1, +2, +3, +4 to AGRA: A1 → B2, G7 → I9, R18 → U21, A1 → E5, giving BIUE. Memorising positions such as E5, J10, O15, T20 makes these shifts quick.',
          topic: 'Logical reasoning',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: [
            'In a code language:',
            '',
            '- "tea is hot" is written as "la mo ri",',
            '- "hot milk please" is written as "ri su ke", and',
            '- "please bring tea" is written as "ke la pa".',
            '',
            'The codes of a sentence’s words are not necessarily in the same order as the words. What is the code for "milk"?',
          ].join('\n'),
          options: [
            { key: 'A', text: 'ke' },
            { key: 'B', text: 'ri' },
            { key: 'C', text: 'pa' },
            { key: 'D', text: 'su' },
            { key: 'E', text: 'Cannot be determined' },
          ],
          answer: 'D',
          explanation:
            'Match a word shared by two sentences with the code shared by the same two sentences. "tea" is in sentences 1 and 3, whose only common code is "la"; "hot" is in 1 and 2, common code "ri"; "please" is in 2 and 3, common code "ke". In sentence 2, "hot milk please" = "ri su ke", and with hot = ri and please = ke, the remaining code gives milk = su.',
          topic: 'Logical reasoning',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: [
            'In a certain code:',
            '',
            '- **P + Q** means P is the mother of Q;',
            '- **P − Q** means P is the brother of Q;',
            '- **P × Q** means P is the wife of Q;',
            '- **P ÷ Q** means P is the father of Q.',
            '',
            'If **A ÷ B − C + D**, how is A related to D?',
          ].join('\n'),
          options: [
            { key: 'A', text: 'Maternal grandfather' },
            { key: 'B', text: 'Paternal grandfather' },
            { key: 'C', text: 'Father' },
            { key: 'D', text: 'Maternal uncle' },
            { key: 'E', text: 'Father-in-law' },
          ],
          answer: 'A',
          explanation:
            'Decode one link at a time and draw the family tree. A ÷ B: A is B’s father. B − C: B is C’s brother, so A is C’s father too. C + D: C is D’s mother. A is the father of D’s mother, that is, D’s maternal grandfather (maternal because the link to D runs through the mother).',
          topic: 'Logical reasoning',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'What number comes next in the series?\n\n4, 9, 25, 49, 121, ?',
          options: [
            { key: 'A', text: '144' },
            { key: 'B', text: '169' },
            { key: 'C', text: '149' },
            { key: 'D', text: '196' },
            { key: 'E', text: '225' },
          ],
          answer: 'B',
          explanation:
            'The differences (5, 16, 24, 72) show no pattern, so test the terms themselves: each is a perfect square — 2², 3², 5², 7², 11². The bases are the prime numbers in order, so the next term is 13² = 169. When differences fail, check for squares, cubes and primes before anything more elaborate.',
          topic: 'Logical reasoning',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'What comes next in the series?\n\nZ1, X4, U9, Q16, ?',
          options: [
            { key: 'A', text: 'M25' },
            { key: 'B', text: 'L24' },
            { key: 'C', text: 'K25' },
            { key: 'D', text: 'M36' },
            { key: 'E', text: 'L25' },
          ],
          answer: 'E',
          explanation:
            'Split the terms into a letter series and a number series. Letters: Z(26), X(24), U(21), Q(17) — the gaps are −2, −3, −4, so the next is 17 − 5 = 12, which is L. Numbers: 1, 4, 9, 16 are 1², 2², 3², 4², so the next is 5² = 25. The answer is L25.',
          topic: 'Logical reasoning',
          difficulty: 'Medium',
        },
        {
          kind: 'set',
          title: 'Six colleagues in a row',
          body: SEATING,
          questions: [
            {
              type: 'mcq',
              text: 'Who sits in seat 3?',
              options: [
                { key: 'A', text: 'Esha' },
                { key: 'B', text: 'Divya' },
                { key: 'C', text: 'Aarav' },
                { key: 'D', text: 'Farhan' },
                { key: 'E', text: 'Bela' },
              ],
              answer: 'D',
              explanation:
                'Treat Bela–Divya and Farhan–Esha as blocks of two and place Chirag at an end. If Chirag is in seat 6, seats 1–5 hold the two blocks and Aarav; Aarav cannot be in seat 1 and must be three seats from Divya, which works only as Bela 1, Divya 2, Farhan 3, Esha 4, Aarav 5 (Farhan is not beside Chirag). If Chirag is in seat 1, every order breaks a rule (Aarav at seat 6, Farhan in seat 2, or the wrong gap to Divya). So the row is Bela, Divya, Farhan, Esha, Aarav, Chirag, and seat 3 is Farhan’s.',
              topic: 'Arrangements',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'Which of the following pairs sit next to each other?',
              options: [
                { key: 'A', text: 'Bela and Farhan' },
                { key: 'B', text: 'Divya and Esha' },
                { key: 'C', text: 'Aarav and Chirag' },
                { key: 'D', text: 'Farhan and Aarav' },
                { key: 'E', text: 'Chirag and Esha' },
              ],
              answer: 'C',
              explanation:
                'The only seating that meets all six conditions is 1 Bela, 2 Divya, 3 Farhan, 4 Esha, 5 Aarav, 6 Chirag. Aarav (5) and Chirag (6) are neighbours. Every other pair has one person between them: Bela 1 and Farhan 3, Divya 2 and Esha 4, Farhan 3 and Aarav 5, Esha 4 and Chirag 6.',
              topic: 'Arrangements',
              difficulty: 'Medium',
            },
            {
              type: 'mcq',
              text: 'If condition 6 (Aarav does not sit at either end) were removed, how many different seatings would satisfy the remaining five conditions?',
              options: [
                { key: 'A', text: '1' },
                { key: 'B', text: '2' },
                { key: 'C', text: '3' },
                { key: 'D', text: '4' },
                { key: 'E', text: '6' },
              ],
              answer: 'B',
              explanation:
                'Redo the case work without condition 6. With Chirag in seat 6, the seating Bela, Divya, Farhan, Esha, Aarav, Chirag still works, and no other order of the blocks gives the three-seat gap between Aarav and Divya. With Chirag in seat 1, Aarav may now take seat 6: Chirag, Bela, Divya, Farhan, Esha, Aarav has Divya (3) and Aarav (6) with two people between them and Farhan (4) away from Chirag, so it works; the other orders still fail. That makes 2 seatings — condition 6 is exactly the clue that rules out the second one.',
              topic: 'Arrangements',
              difficulty: 'Hard',
            },
          ],
        },
        {
          type: 'mcq',
          text: 'In January 2024 a city’s municipal corporation began charging cars a fee to enter its old town. In 2024, 18% fewer cars entered the old town than in 2023. The corporation concludes that the entry fee caused the fall.\n\nWhich of the following, if true, most **weakens** the corporation’s conclusion?',
          options: [
            { key: 'A', text: 'The fee is the same for every car, whatever its size or fuel.' },
            { key: 'B', text: 'Other cities that introduced similar fees saw car traffic fall by similar amounts.' },
            { key: 'C', text: 'Many shopkeepers in the old town protested against the fee.' },
            { key: 'D', text: 'The number of two-wheelers entering the old town rose in 2024.' },
            {
              key: 'E',
              text: 'For ten months of 2024 the main bridge into the old town was closed for repairs, forcing drivers on a 12 km detour.',
            },
          ],
          answer: 'E',
          explanation:
            'The argument infers cause (the fee) from a change that followed it, so the strongest weakener offers another cause that could explain the same fall. A bridge closed for most of the year would keep cars away with or without the fee (E). B supports the conclusion, A and C do not bear on what caused the fall, and D is consistent with drivers switching from cars because of the fee.',
          topic: 'Critical reasoning',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'A coaching institute advertises: "Students who took all 40 of our mock tests scored, on average, 15 percentile points higher than students who took none. Take our mock tests and raise your percentile."\n\nThe advertisement’s conclusion depends on which of the following **assumptions**?',
          options: [
            { key: 'A', text: 'The institute’s mock tests are harder than the actual exam.' },
            { key: 'B', text: 'Every student who took all 40 mock tests scored above the 90th percentile.' },
            {
              key: 'C',
              text: 'The students who took all 40 mock tests were not, to begin with, better prepared or more motivated than those who took none.',
            },
            { key: 'D', text: 'Mock tests from other institutes do not raise percentiles.' },
            { key: 'E', text: 'Most students who sit the exam take at least some mock tests.' },
          ],
          answer: 'C',
          explanation:
            'The ad compares two self-selected groups and credits the difference to the mocks. That holds only if the groups were otherwise alike: if stronger, more driven students are the ones who finish 40 mocks, they would score higher anyway. Negate C and the conclusion collapses, which is the test for a necessary assumption. A, B, D and E can be false without hurting the argument.',
          topic: 'Critical reasoning',
          difficulty: 'Medium',
        },
      ],
    },
  ],
};
