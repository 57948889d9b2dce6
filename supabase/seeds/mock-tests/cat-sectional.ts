import type { SeedMockTest } from './types';

export const catSectional: SeedMockTest = {
  slug: 'cat-qa-sectional-1',
  title: 'CAT QA Sectional Test 1',
  description:
    'A 24-minute Quantitative Ability sectional in the CAT pattern: 12 questions — 8 multiple-choice and 4 type-in-the-answer — across arithmetic, algebra, geometry, number system and modern maths, with an on-screen calculator.',
  exam: 'cat',
  kind: 'sectional',
  difficulty: 'Medium',
  durationMinutes: 24,
  sectionOrder: 'fixed',
  calculator: true,
  instructions: [
    'This sectional test has **12 Quantitative Ability (QA) questions** and **24 minutes** — the pace of the CAT QA section (about 2 minutes a question). When the time ends the test is submitted.',
    '',
    '- **+3** for a right answer.',
    '- **−1** for a wrong multiple-choice (MCQ) answer; **no negative marking** (0) on a wrong type-in-the-answer (TITA) answer.',
    '- An unanswered question scores 0.',
    '- TITA answers are whole numbers: type digits only, without units.',
    '- **Save & Next** saves your answer. Moving through the palette does not save the current answer.',
    '- An on-screen calculator is available.',
    '- Your time is kept on the server: closing the page does not stop the clock.',
  ].join('\n'),
  sections: [
    {
      name: 'QA',
      minutes: 24,
      items: [
        {
          type: 'mcq',
          text: 'A shopkeeper in Jaipur marks a table lamp **40%** above its cost price. During a festival sale she allows two successive discounts of **10%** and **5%** on the marked price. What is her profit percentage on the lamp?',
          options: [
            { key: 'A', text: '21%' },
            { key: 'B', text: '19.7%' },
            { key: 'C', text: '25%' },
            { key: 'D', text: '18.3%' },
          ],
          answer: 'B',
          explanation:
            'Take the cost price as ₹100, so the marked price is ₹140. Successive discounts multiply, they do not add: the selling price is 140 × 0.90 × 0.95 = ₹119.70. The profit is therefore ₹19.70 on a cost of ₹100, i.e. **19.7%**. Adding the percentages (40 − 10 − 5 = 25%) is the common trap.',
          topic: 'Percentages and profit',
          difficulty: 'Easy',
        },
        {
          type: 'tita',
          text: 'How many positive divisors of **10,800** are perfect squares?',
          answer: '12',
          explanation:
            'Factorise first: 10,800 = 2⁴ × 3³ × 5². A divisor 2ᵃ × 3ᵇ × 5ᶜ is a perfect square exactly when every exponent is even. So a can be 0, 2 or 4 (3 choices), b can be 0 or 2 (2 choices) and c can be 0 or 2 (2 choices). That gives 3 × 2 × 2 = **12** square divisors (1, 4, 9, 16, 25, 36, …, 3600).',
          topic: 'Number system',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'If α and β are the roots of x² − 7x + 11 = 0, what is the value of α³ + β³?',
          options: [
            { key: 'A', text: '100' },
            { key: 'B', text: '122' },
            { key: 'C', text: '134' },
            { key: 'D', text: '112' },
          ],
          answer: 'D',
          explanation:
            'You do not need the roots themselves. For ax² + bx + c = 0, the sum of the roots is −b/a = 7 and the product is c/a = 11. Use the identity α³ + β³ = (α + β)³ − 3αβ(α + β) = 7³ − 3 × 11 × 7 = 343 − 231 = **112**.',
          topic: 'Algebra',
          difficulty: 'Easy',
        },
        {
          type: 'tita',
          text: 'Ravi and Sunil together can paint a hostel block in 18 days, Sunil and Tara together in 24 days, and Tara and Ravi together in 36 days. Ravi starts the job alone and works for 12 days; then he leaves and Sunil and Tara finish the rest together. How many days do Sunil and Tara take to finish it?',
          answer: '18',
          explanation:
            'Work with daily rates. Adding the three pair rates counts each person twice: 1/18 + 1/24 + 1/36 = (4 + 3 + 2)/72 = 1/8, so all three together do 1/16 of the job a day. Ravi alone does 1/16 − 1/24 (the Sunil–Tara rate) = 1/48 a day, so in 12 days he paints 12/48 = 1/4 of the block. The remaining 3/4 at the Sunil–Tara rate of 1/24 a day takes (3/4) × 24 = **18** days.',
          topic: 'Time, speed and work',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'A park in Pune has a lawn shaped like a right-angled triangle whose two shorter sides are 20 m and 21 m. The largest possible circular flower bed is laid inside the lawn, touching all three sides. What area of the lawn (in m²) is **not** covered by the flower bed?',
          options: [
            { key: 'A', text: '210 − 36π' },
            { key: 'B', text: '210 − 49π' },
            { key: 'C', text: '420 − 36π' },
            { key: 'D', text: '210 − 25π' },
          ],
          answer: 'A',
          explanation:
            'The hypotenuse is √(20² + 21²) = √841 = 29 m, and the lawn’s area is ½ × 20 × 21 = 210 m². The largest circle touching all three sides is the incircle; in a right triangle its radius is (sum of the legs − hypotenuse)/2 = (20 + 21 − 29)/2 = 6 m (the general formula area ÷ semi-perimeter gives 210 ÷ 35 = 6 too). The uncovered area is 210 − π × 6² = **210 − 36π** m².',
          topic: 'Geometry',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Alloy P contains copper and zinc in the ratio 3 : 1, and alloy Q contains them in the ratio 2 : 3. How many kilograms of alloy Q must be melted with 24 kg of alloy P so that the new alloy contains copper and zinc in the ratio 3 : 2?',
          options: [
            { key: 'A', text: '16 kg' },
            { key: 'B', text: '20 kg' },
            { key: 'C', text: '18 kg' },
            { key: 'D', text: '21 kg' },
          ],
          answer: 'C',
          explanation:
            'Convert every ratio to the fraction of copper: P is 3/4 = 75%, Q is 2/5 = 40%, and the target 3 : 2 is 3/5 = 60%. By alligation, P : Q = (60 − 40) : (75 − 60) = 20 : 15 = 4 : 3. With 24 kg of P, Q = 24 × 3/4 = **18 kg**. Check: copper = 18 + 7.2 = 25.2 kg out of 42 kg = 60%.',
          topic: 'Ratio and mixtures',
          difficulty: 'Medium',
        },
        {
          type: 'tita',
          text: 'How many integers x satisfy |x − 3| + |x + 5| ≤ 12?',
          answer: '13',
          explanation:
            'Read |x − 3| + |x + 5| as the sum of the distances from x to 3 and to −5 on the number line. For any x between −5 and 3 the sum is the gap between them, 8, which is ≤ 12. To the right of 3 the sum is 2x + 2 ≤ 12, so x ≤ 5; to the left of −5 it is −2x − 2 ≤ 12, so x ≥ −7. Hence −7 ≤ x ≤ 5, which contains 5 − (−7) + 1 = **13** integers.',
          topic: 'Algebra',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'A college in Kochi must form a 5-member cultural committee from 6 men and 4 women. In how many ways can the committee be formed if it must include **at least 2 women**?',
          options: [
            { key: 'A', text: '180' },
            { key: 'B', text: '186' },
            { key: 'C', text: '192' },
            { key: 'D', text: '246' },
          ],
          answer: 'B',
          explanation:
            'Count the complement. All committees: C(10, 5) = 252. Committees with no woman: C(6, 5) = 6; with exactly one woman: C(4, 1) × C(6, 4) = 4 × 15 = 60. So the committees with at least two women number 252 − 6 − 60 = **186** (the direct count 120 + 60 + 6 = 186 agrees).',
          topic: 'Modern maths',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'What are the last two digits of 3²⁰²⁵ (that is, the remainder when 3²⁰²⁵ is divided by 100)?',
          options: [
            { key: 'A', text: '49' },
            { key: 'B', text: '07' },
            { key: 'C', text: '23' },
            { key: 'D', text: '43' },
          ],
          answer: 'D',
          explanation:
            'Look for a power of 3 that leaves remainder 1 on division by 100. 3¹⁰ = 59,049 ≡ 49 (mod 100), so 3²⁰ ≡ 49² = 2,401 ≡ 1 (mod 100). The last two digits therefore repeat every 20 powers. Since 2025 = 20 × 101 + 5, 3²⁰²⁵ ≡ 3⁵ = 243, and the last two digits are **43**.',
          topic: 'Number system',
          difficulty: 'Hard',
        },
        {
          type: 'tita',
          text: 'The vertices of a triangle are A(2, 1), B(8, 3) and C(5, 9). What is the area of the triangle, in square units?',
          answer: '21',
          explanation:
            'Use the coordinate (shoelace) formula: area = ½ |x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂)|. Substituting: ½ |2(3 − 9) + 8(9 − 1) + 5(1 − 3)| = ½ |−12 + 64 − 10| = ½ × 42 = **21**. You can check it by enclosing the triangle in the 6 × 8 rectangle from (2, 1) to (8, 9) and subtracting the three right triangles: 48 − 6 − 12 − 9 = 21.',
          topic: 'Geometry',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'A 240 m long train running at 72 km/h and another train running at 54 km/h in the opposite direction on a parallel track pass each other completely in 12 seconds. What is the length of the second train?',
          options: [
            { key: 'A', text: '180 m' },
            { key: 'B', text: '200 m' },
            { key: 'C', text: '160 m' },
            { key: 'D', text: '210 m' },
          ],
          answer: 'A',
          explanation:
            'Trains moving in opposite directions approach each other at the sum of their speeds: 72 + 54 = 126 km/h = 126 × 5/18 = 35 m/s. To pass each other completely they must cover the sum of their lengths, which is 35 × 12 = 420 m. The second train is therefore 420 − 240 = **180 m** long.',
          topic: 'Time, speed and work',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'A bag contains 5 red and 4 blue balls. Three balls are drawn at random without replacement. What is the probability that exactly two of them are red?',
          options: [
            { key: 'A', text: '5/14' },
            { key: 'B', text: '20/63' },
            { key: 'C', text: '10/21' },
            { key: 'D', text: '25/81' },
          ],
          answer: 'C',
          explanation:
            'Count unordered selections. The number of ways to draw any 3 of the 9 balls is C(9, 3) = 84. Exactly two red means 2 of the 5 red and 1 of the 4 blue: C(5, 2) × C(4, 1) = 10 × 4 = 40 ways. The probability is 40/84 = **10/21**. Drawing with replacement would give a different answer, 3 × (5/9)² × (4/9) = 100/243, so read the condition carefully.',
          topic: 'Modern maths',
          difficulty: 'Medium',
        },
      ],
    },
  ],
};
