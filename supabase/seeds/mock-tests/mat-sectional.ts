import type { SeedMockTest, SeedOption } from './types';

/** The four data-sufficiency choices, written out in full in every DS question. */
const DS_OPTIONS: SeedOption[] = [
  { key: 'A', text: 'Statement I alone is sufficient to answer the question, but statement II alone is not.' },
  { key: 'B', text: 'Statement II alone is sufficient to answer the question, but statement I alone is not.' },
  {
    key: 'C',
    text: 'Statements I and II together are sufficient to answer the question, but neither statement alone is sufficient.',
  },
  { key: 'D', text: 'Statements I and II together are not sufficient to answer the question.' },
];

function ds(question: string, one: string, two: string): string {
  return [
    question,
    '',
    `**I.** ${one}`,
    '',
    `**II.** ${two}`,
    '',
    'Decide whether the data in the statements are sufficient to answer the question.',
  ].join('\n');
}

const DEALERSHIP = [
  'A two-wheeler dealership in Pune recorded how many vehicles of each model it sold in each quarter of one financial year.',
  '',
  '| Model | Q1 | Q2 | Q3 | Q4 |',
  '| --- | ---: | ---: | ---: | ---: |',
  '| Scooter X | 120 | 150 | 180 | 210 |',
  '| Motorcycle Y | 200 | 180 | 220 | 240 |',
  '| Electric scooter Z | 40 | 60 | 90 | 130 |',
  '| Moped W | 80 | 70 | 60 | 50 |',
  '',
  'Figures are numbers of vehicles sold.',
].join('\n');

export const matSectional: SeedMockTest = {
  slug: 'mat-data-analysis-sectional-1',
  title: 'MAT Data Analysis & Sufficiency Sectional',
  description:
    'A 10-minute MAT-style Data Analysis & Sufficiency drill: 12 four-option questions — a sales table, four data-sufficiency questions and four quick arithmetic problems — marked +1 with −0.25 for a wrong answer.',
  exam: 'mat',
  kind: 'sectional',
  difficulty: 'Easy',
  durationMinutes: 10,
  sectionOrder: 'fixed',
  calculator: false,
  instructions: [
    'This sectional test practises the MAT **Data Analysis & Sufficiency** section: **12 questions in 10 minutes**, one section — under a minute a question, so favour quick estimates over long working.',
    '',
    '- Every question has **four options (A–D)** and exactly one right answer.',
    '- **+1** for a right answer, **−0.25** for a wrong answer, **0** for a question left unanswered.',
    '- Questions 1–4 are based on one table, shown beside each of them.',
    '- Questions 5–8 are **data sufficiency**: decide whether statements I and II give enough information to answer the question — you do not need to find the answer itself. The four choices are written out in each question.',
    '- No calculator is available.',
    '- The test is submitted automatically when the 10 minutes end. Your time is kept on the server: closing the page does not stop the clock.',
  ].join('\n'),
  sections: [
    {
      name: 'Data Analysis & Sufficiency',
      minutes: 10,
      items: [
        {
          kind: 'set',
          title: 'Two-wheeler sales by quarter',
          body: DEALERSHIP,
          questions: [
            {
              type: 'mcq',
              text: 'How many vehicles did the dealership sell in the whole year, across all four models?',
              options: [
                { key: 'A', text: '2,040' },
                { key: 'B', text: '2,080' },
                { key: 'C', text: '2,120' },
                { key: 'D', text: '1,980' },
              ],
              answer: 'B',
              explanation:
                'Add each row first, then the row totals: Scooter X 120 + 150 + 180 + 210 = 660; Motorcycle Y 200 + 180 + 220 + 240 = 840; Electric scooter Z 40 + 60 + 90 + 130 = 320; Moped W 80 + 70 + 60 + 50 = 260. The total is 660 + 840 + 320 + 260 = 2,080. Cross-check with column totals (440 + 460 + 550 + 630 = 2,080) if time allows.',
              topic: 'Data interpretation',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'By what percentage did the sales of Electric scooter Z in Q4 exceed its sales in Q1?',
              options: [
                { key: 'A', text: '90%' },
                { key: 'B', text: '325%' },
                { key: 'C', text: '225%' },
                { key: 'D', text: '69.2%' },
              ],
              answer: 'C',
              explanation:
                'Percentage increase = (new − old) ÷ old × 100 = (130 − 40) ÷ 40 × 100 = 90 ÷ 40 × 100 = 225%. The traps are 325%, which is the ratio 130 ÷ 40 written as a percentage (Q4 sales are 325% *of* Q1 sales, not 325% *more*), 90%, the raw difference, and 69.2%, which divides by the new value instead of the old.',
              topic: 'Data interpretation',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'In which quarter did the dealership’s total sales rise by the largest number of vehicles over the previous quarter?',
              options: [
                { key: 'A', text: 'Q2' },
                { key: 'B', text: 'Q3' },
                { key: 'C', text: 'Q4' },
                { key: 'D', text: 'Q3 and Q4 equally' },
              ],
              answer: 'B',
              explanation:
                'Find each quarter’s total: Q1 = 120 + 200 + 40 + 80 = 440, Q2 = 460, Q3 = 550, Q4 = 630. The rises are 20 (Q2), 90 (Q3) and 80 (Q4), so the largest is in Q3. A faster route is to add the row-by-row changes: Q3 over Q2 is +30 +40 +30 −10 = 90, and Q4 over Q3 is +30 +20 +40 −10 = 80.',
              topic: 'Data interpretation',
              difficulty: 'Medium',
            },
            {
              type: 'mcq',
              text: 'Each Scooter X sells for ₹90,000 and each Motorcycle Y for ₹1,10,000. What was the dealership’s combined revenue from these two models in Q4?',
              options: [
                { key: 'A', text: '₹4.17 crore' },
                { key: 'B', text: '₹4.47 crore' },
                { key: 'C', text: '₹4.71 crore' },
                { key: 'D', text: '₹4.53 crore' },
              ],
              answer: 'D',
              explanation:
                'Revenue = units × price for each model. Scooter X: 210 × ₹90,000 = ₹1,89,00,000. Motorcycle Y: 240 × ₹1,10,000 = ₹2,64,00,000. Together ₹4,53,00,000 = ₹4.53 crore (1 crore = 1,00,00,000). Option B is what you get by swapping the two prices, so match each price to the right row.',
              topic: 'Data interpretation',
              difficulty: 'Medium',
            },
          ],
        },
        {
          type: 'mcq',
          text: ds(
            'What is the price of one notebook?',
            'Three pens and two notebooks together cost ₹180.',
            'A notebook costs ₹20 more than two pens.',
          ),
          options: DS_OPTIONS,
          answer: 'C',
          explanation:
            'Let a pen cost p and a notebook n. Statement I gives 3p + 2n = 180 and statement II gives n = 2p + 20: each is one equation in two unknowns, so neither alone fixes n. Together they are two independent linear equations, which have one solution — enough to answer, so C. (Solving, 3p + 2(2p + 20) = 180 gives p = 20 and n = 60, but in DS you can stop once you know the answer is fixed.)',
          topic: 'Data sufficiency',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: ds('Is the integer n even?', '3n + 4 is even.', 'n² + n is even.'),
          options: DS_OPTIONS,
          answer: 'A',
          explanation:
            'Statement I: 4 is even, so 3n must be even, and since 3 is odd, n itself must be even — a definite "yes", so I is sufficient. Statement II: n² + n = n(n + 1) is the product of two consecutive integers, which is even for every n, so it says nothing about n (n = 2 and n = 3 both satisfy it). Only I is sufficient: A.',
          topic: 'Data sufficiency',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: ds(
            'A shopkeeper sold a shirt at a profit. What was the cost price of the shirt?',
            'The shirt was sold for ₹1,200 after a discount of 20% on its marked price.',
            'The profit was 20% of the cost price and amounted to ₹200.',
          ),
          options: DS_OPTIONS,
          answer: 'B',
          explanation:
            'Statement I gives the selling price (₹1,200) and the marked price (₹1,500) but says nothing about the profit, so the cost price is unknown. Statement II says 20% of the cost price is ₹200, so the cost price is 200 ÷ 0.20 = ₹1,000 — sufficient on its own. Answer B. Test each statement alone before combining them: C is right only when neither works alone.',
          topic: 'Data sufficiency',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: ds(
            'Arjun, Bhavna and Charu are of different heights. Who is the tallest of the three?',
            'Arjun is taller than Bhavna.',
            'Charu is not the shortest of the three.',
          ),
          options: DS_OPTIONS,
          answer: 'D',
          explanation:
            'List the orders each statement allows. I alone leaves Charu anywhere, so the tallest could be Arjun or Charu. II alone allows several orders too. Together: Bhavna is shorter than Arjun and Charu is not the shortest, so Bhavna is the shortest — but Arjun > Charu > Bhavna and Charu > Arjun > Bhavna both fit, so the tallest is still unknown. Even combined the statements are not sufficient: D.',
          topic: 'Data sufficiency',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'A shopkeeper marks a pressure cooker 25% above its cost price and then sells it at a discount of 10% on the marked price. What is his profit percentage?',
          options: [
            { key: 'A', text: '12.5%' },
            { key: 'B', text: '15%' },
            { key: 'C', text: '10%' },
            { key: 'D', text: '13.5%' },
          ],
          answer: 'A',
          explanation:
            'Take the cost price as ₹100. The marked price is ₹125, and a 10% discount on ₹125 is ₹12.50, so the selling price is ₹112.50 — a profit of 12.5%. As a multiplier: 1.25 × 0.90 = 1.125. Percentages applied one after another multiply; they do not simply add (25 − 10 = 15% is the trap).',
          topic: 'Percentages and profit',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'What is the compound interest on ₹10,000 for 2 years at 10% per annum, compounded annually?',
          options: [
            { key: 'A', text: '₹2,000' },
            { key: 'B', text: '₹2,210' },
            { key: 'C', text: '₹2,100' },
            { key: 'D', text: '₹1,900' },
          ],
          answer: 'C',
          explanation:
            'Year 1: interest is 10% of ₹10,000 = ₹1,000, making ₹11,000. Year 2: interest is 10% of ₹11,000 = ₹1,100. Total interest = ₹2,100. Equivalently, 10,000 × 1.1² − 10,000 = 12,100 − 10,000. Simple interest would be only ₹2,000; the extra ₹100 is the interest earned on the first year’s interest.',
          topic: 'Arithmetic',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'The average of five numbers is 24. When one of the numbers is removed, the average of the remaining four is 22. Which number was removed?',
          options: [
            { key: 'A', text: '26' },
            { key: 'B', text: '30' },
            { key: 'C', text: '34' },
            { key: 'D', text: '32' },
          ],
          answer: 'D',
          explanation:
            'Turn averages into totals: the five numbers add to 5 × 24 = 120 and the four that remain add to 4 × 22 = 88. The removed number is the difference, 120 − 88 = 32. Working with totals rather than averages solves almost every "one number added or removed" question in two lines.',
          topic: 'Arithmetic',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Anita’s monthly salary is 25% more than Bimal’s. By what percentage is Bimal’s salary less than Anita’s?',
          options: [
            { key: 'A', text: '25%' },
            { key: 'B', text: '20%' },
            { key: 'C', text: '22.5%' },
            { key: 'D', text: '18%' },
          ],
          answer: 'B',
          explanation:
            'Take Bimal’s salary as 100, so Anita’s is 125. The gap is 25, and "less than Anita’s" means the base is Anita’s salary: 25 ÷ 125 × 100 = 20%. In general, if A is r% more than B, then B is r ÷ (100 + r) × 100 % less than A. The base of a percentage is whatever follows "than".',
          topic: 'Percentages and profit',
          difficulty: 'Easy',
        },
      ],
    },
  ],
};
