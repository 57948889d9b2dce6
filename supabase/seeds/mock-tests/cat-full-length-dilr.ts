import type { SeedSection } from './types';

/**
 * DILR section of the CAT full-length mock (2025 pattern): 22 questions in five sets of 4, 4, 5, 4 and 5.
 * Each puzzle was checked by brute force (every seating / every match result / every timetable enumerated against
 * the stated conditions): the seating and the league table have exactly one solution, the lecture series has
 * exactly four, and every question's answer is the same in all of them (or in all of them that meet its "if").
 */

const SEATING =
  '(clockwise from Aditi: Aditi–in, Dev–out, Gita–in, Bharat–in, Harsh–out, Chetna–in, Farhan–out, Esha–in; “in” = faces the centre)';
const LEAGUE =
  'The full results: Delhi drew with Mumbai and Kolkata and beat Chennai and Pune; Mumbai beat Chennai and Kolkata and lost to Pune; Chennai beat Kolkata and Pune; Kolkata beat Pune. Points: Delhi 8, Mumbai 7, Chennai 6, Kolkata 4, Pune 3.';

export const catDilr: SeedSection = {
  name: 'DILR',
  minutes: 40,
  items: [
    {
      kind: 'set',
      title: 'Spice exports by region',
      body: `An Indian spice exporter sells to five regions. The table gives its exports (in tonnes) to each region from 2020 to 2024.

| Region | 2020 | 2021 | 2022 | 2023 | 2024 |
| --- | ---: | ---: | ---: | ---: | ---: |
| Middle East | 120 | 132 | 150 | 145 | 168 |
| Europe | 80 | 84 | 90 | 105 | 110 |
| North America | 60 | 58 | 66 | 75 | 84 |
| South-East Asia | 90 | 96 | 88 | 100 | 112 |
| Africa | 50 | 55 | 61 | 75 | 76 |`,
      questions: [
        {
          type: 'mcq',
          text: 'In which year did the exporter’s total exports (all five regions together) grow by the highest percentage over the previous year?',
          options: [
            { key: 'A', text: '2021' },
            { key: 'B', text: '2022' },
            { key: 'C', text: '2023' },
            { key: 'D', text: '2024' },
          ],
          answer: 'D',
          explanation:
            'Add each column first: the totals are 400, 425, 455, 500 and 550 tonnes for 2020–2024. The yearly growth rates are 25/400 = 6.25%, 30/425 ≈ 7.06%, 45/455 ≈ 9.89% and 50/500 = 10%. 2024 edges out 2023, so the answer is 2024. When two rates are this close, compare them properly (45/455 is just under 10%) instead of judging by the absolute increase.',
          topic: 'Data interpretation',
          difficulty: 'Medium',
        },
        {
          type: 'tita',
          text: 'By what percentage did the exporter’s total exports increase from 2020 to 2024?',
          answer: '37.5',
          explanation:
            'Total exports were 120 + 80 + 60 + 90 + 50 = 400 tonnes in 2020 and 168 + 110 + 84 + 112 + 76 = 550 tonnes in 2024. The increase is 150 tonnes, and 150/400 = 0.375, i.e. **37.5%**.',
          topic: 'Data interpretation',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'For how many of the five regions did exports increase in every year from 2020 to 2024 over the year before?',
          options: [
            { key: 'A', text: '1' },
            { key: 'B', text: '2' },
            { key: 'C', text: '3' },
            { key: 'D', text: '4' },
          ],
          answer: 'B',
          explanation:
            'Scan each row for any fall. Middle East falls in 2023 (150 → 145), North America in 2021 (60 → 58) and South-East Asia in 2022 (96 → 88). Europe (80, 84, 90, 105, 110) and Africa (50, 55, 61, 75, 76) rise every year, so the answer is **2**.',
          topic: 'Data interpretation',
          difficulty: 'Easy',
        },
        {
          type: 'tita',
          text: 'In how many of the five years was Europe’s share of the exporter’s total exports at least 20%?',
          answer: '3',
          explanation:
            'The totals are 400, 425, 455, 500 and 550 tonnes. 20% of each is 80, 85, 91, 100 and 110. Europe’s exports are 80, 84, 90, 105 and 110, so Europe reaches 20% in 2020 (exactly), 2023 (21%) and 2024 (exactly), but falls just short in 2021 and 2022. The answer is **3**. Comparing against 20% of the total avoids dividing five times.',
          topic: 'Data interpretation',
          difficulty: 'Medium',
        },
      ],
    },
    {
      kind: 'set',
      title: 'Quick-commerce dark store: orders and order value',
      body: `A quick-commerce company’s dark store in Pune reports two charts for January to June: a bar chart of the number of orders each month and a line chart of the average order value (AOV). The values read from the two charts are:

| Month | Orders (thousand) | Average order value (₹) |
| --- | ---: | ---: |
| January | 40 | 450 |
| February | 39 | 440 |
| March | 48 | 425 |
| April | 42 | 480 |
| May | 50 | 460 |
| June | 55 | 420 |

Revenue for a month = number of orders × average order value. (1 lakh = 1,00,000.)`,
      questions: [
        {
          type: 'mcq',
          text: 'In which month was the dark store’s revenue the highest?',
          options: [
            { key: 'A', text: 'March' },
            { key: 'B', text: 'April' },
            { key: 'C', text: 'May' },
            { key: 'D', text: 'June' },
          ],
          answer: 'D',
          explanation:
            'Multiply orders by AOV: revenue in ₹ lakh is 180 (Jan), 171.6 (Feb), 204 (Mar), 201.6 (Apr), 230 (May) and 231 (Jun). June (55,000 × ₹420 = ₹2.31 crore) just beats May (50,000 × ₹460 = ₹2.30 crore). The month with the most orders or the highest AOV need not have the highest revenue, so always compute the product.',
          topic: 'Data interpretation',
          difficulty: 'Easy',
        },
        {
          type: 'tita',
          text: 'In how many months from February to June did the revenue rise over the previous month while the average order value fell?',
          answer: '3',
          explanation:
            'Revenues in ₹ lakh are 180, 171.6, 204, 201.6, 230 and 231. The AOV fell in February, March, May and June, and rose in April. Of those four months, revenue rose in March (171.6 → 204), May (201.6 → 230) and June (230 → 231), but fell in February (180 → 171.6). The answer is **3**.',
          topic: 'Data interpretation',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Suppose the store keeps a gross margin of 18% of revenue and spends ₹45 on delivering each order. In which month was its gross margin minus delivery cost the highest?',
          options: [
            { key: 'A', text: 'January' },
            { key: 'B', text: 'March' },
            { key: 'C', text: 'May' },
            { key: 'D', text: 'June' },
          ],
          answer: 'C',
          explanation:
            'Work per order: 18% of AOV minus ₹45 gives ₹36 (Jan), ₹34.2 (Feb), ₹31.5 (Mar), ₹41.4 (Apr), ₹37.8 (May) and ₹30.6 (Jun). Multiply by orders (thousand): ₹14.4 lakh, ₹13.34 lakh, ₹15.12 lakh, ₹17.39 lakh, ₹18.9 lakh and ₹16.83 lakh. **May** is the highest; June, the top month by revenue, loses out because its low AOV leaves little per order after the fixed ₹45 delivery cost.',
          topic: 'Data interpretation',
          difficulty: 'Hard',
        },
        {
          type: 'mcq',
          text: 'By approximately what percentage was the store’s revenue in June higher than its revenue in January?',
          options: [
            { key: 'A', text: '26.7%' },
            { key: 'B', text: '28.3%' },
            { key: 'C', text: '30.0%' },
            { key: 'D', text: '37.5%' },
          ],
          answer: 'B',
          explanation:
            'January revenue = 40,000 × ₹450 = ₹180 lakh; June revenue = 55,000 × ₹420 = ₹231 lakh. The increase is 51/180 ≈ 0.2833, i.e. about **28.3%**. Note that orders grew 37.5% but the AOV fell about 6.7%, and the combined effect is 1.375 × 0.9333 ≈ 1.283.',
          topic: 'Data interpretation',
          difficulty: 'Easy',
        },
      ],
    },
    {
      kind: 'set',
      title: 'Eight friends at a round table',
      body: `Eight friends — Aditi, Bharat, Chetna, Dev, Esha, Farhan, Gita and Harsh — sit at eight equally spaced seats around a circular table. Some of them face the centre of the table and the others face away from it. “Left” and “right” are always from the person’s own point of view.

1. Aditi faces the centre, and Harsh sits directly opposite her.
2. Dev sits to the immediate left of Aditi, and Aditi sits to the immediate left of Dev.
3. Bharat sits to the immediate left of Harsh, and Harsh sits to the immediate left of Bharat.
4. Chetna sits to the immediate right of Harsh.
5. Farhan faces away from the centre, and Esha sits to his immediate right.
6. Esha faces the same direction as Aditi.
7. Gita faces the same direction as Bharat.
8. The person sitting directly opposite Dev faces the centre.`,
      questions: [
        {
          type: 'mcq',
          text: 'Who sits directly opposite Bharat?',
          options: [
            { key: 'A', text: 'Gita' },
            { key: 'B', text: 'Farhan' },
            { key: 'C', text: 'Esha' },
            { key: 'D', text: 'Chetna' },
          ],
          answer: 'C',
          explanation:
            'Number the seats 1–8 clockwise with Aditi in seat 1 facing the centre; a person facing the centre has the next clockwise seat on the left. Two neighbours who are each on the other’s left must face opposite ways, so Dev is in seat 2 facing away, and Harsh (opposite Aditi) is in seat 5 with Bharat and Chetna in seats 4 and 6. Farhan and Esha must be adjacent, which leaves seats 7 and 8 for them (Farhan 7, since Esha is on his right) and seat 3 for Gita. Bharat and Harsh face opposite ways; if Bharat were in seat 6, Harsh’s left would be seat 6, so Harsh would face the centre and Bharat away — but seat 6, opposite Dev, faces the centre. So Bharat is in seat 4, Harsh faces away and Chetna is in seat 6. Seat 8 (Esha) is opposite seat 4, so the answer is **Esha**. ' +
            SEATING,
          topic: 'Arrangements',
          difficulty: 'Hard',
        },
        {
          type: 'tita',
          text: 'How many of the eight friends face the centre of the table?',
          answer: '5',
          explanation:
            'Dev faces away (he and Aditi are each on the other’s left, so they face opposite ways), Farhan faces away (given), and Harsh faces away (if he faced the centre, Bharat would be in seat 6 opposite Dev facing away, against condition 8). Bharat faces the centre because he and Harsh face opposite ways, so Gita does too; Esha faces as Aditi does; Chetna, opposite Dev, faces the centre. That is Aditi, Gita, Bharat, Chetna and Esha: **5**. ' +
            SEATING,
          topic: 'Arrangements',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Who sits to the immediate left of Chetna?',
          options: [
            { key: 'A', text: 'Farhan' },
            { key: 'B', text: 'Harsh' },
            { key: 'C', text: 'Esha' },
            { key: 'D', text: 'Bharat' },
          ],
          answer: 'A',
          explanation:
            'Chetna sits in seat 6 facing the centre, with Harsh in seat 5 and Farhan in seat 7. For someone facing the centre, the immediate left is the next seat clockwise, so her left neighbour is **Farhan**. ' +
            SEATING,
          topic: 'Arrangements',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Who sits second to the right of Esha?',
          options: [
            { key: 'A', text: 'Farhan' },
            { key: 'B', text: 'Chetna' },
            { key: 'C', text: 'Dev' },
            { key: 'D', text: 'Harsh' },
          ],
          answer: 'B',
          explanation:
            'Esha sits in seat 8 and faces the centre, so her right runs anticlockwise: first Farhan (seat 7), then **Chetna** (seat 6). Dev is second to her left, a common slip if you forget which way she faces. ' +
            SEATING,
          topic: 'Arrangements',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Which of the following pairs sit next to each other and face the same direction?',
          options: [
            { key: 'A', text: 'Esha and Aditi' },
            { key: 'B', text: 'Dev and Gita' },
            { key: 'C', text: 'Harsh and Chetna' },
            { key: 'D', text: 'Farhan and Dev' },
          ],
          answer: 'A',
          explanation:
            'Esha (seat 8) and Aditi (seat 1) are neighbours and both face the centre. Dev faces away while Gita faces the centre; Harsh faces away while Chetna faces the centre; Farhan and Dev both face away but sit in seats 7 and 2, not next to each other. The answer is **Esha and Aditi**. ' +
            SEATING,
          topic: 'Arrangements',
          difficulty: 'Easy',
        },
      ],
    },
    {
      kind: 'set',
      title: 'A five-team hockey league',
      body: `Five hockey teams — Mumbai, Delhi, Chennai, Kolkata and Pune — played a league in which every team played every other team exactly once. A win earned 3 points, a draw 1 point and a loss 0 points. At the end of the league:

1. The five teams finished with five different points totals.
2. Delhi finished top with 8 points, and Pune finished last with 3 points.
3. Exactly two matches were drawn.
4. Mumbai beat Chennai.
5. Pune won exactly one match: against the team that finished second.
6. Kolkata won exactly one match.`,
      questions: [
        {
          type: 'mcq',
          text: 'What was the result of the match between Kolkata and Pune?',
          options: [
            { key: 'A', text: 'Kolkata won' },
            { key: 'B', text: 'Pune won' },
            { key: 'C', text: 'The match was drawn' },
            { key: 'D', text: 'Cannot be determined' },
          ],
          answer: 'A',
          explanation:
            'Ten matches with two draws give 8 × 3 + 2 × 2 = 28 points. Delhi (8) and Pune (3) leave 17 for the other three, who have different totals between 4 and 7: only 4 + 6 + 7 works. Delhi’s 8 points from four matches means 2 wins and 2 draws, so both draws involve Delhi and Pune has no draw. Kolkata, with one win and at most one draw, has at most 4 points, so it is not the runner-up (the runner-up has 7). Pune neither drew with Kolkata nor beat it (Pune’s only win was over the runner-up), so **Kolkata won**. ' +
            LEAGUE,
          topic: 'Games and tournaments',
          difficulty: 'Hard',
        },
        {
          type: 'tita',
          text: 'How many points did the team that finished second in the league score?',
          answer: '7',
          explanation:
            'The points add to 28 (ten matches, two draws), so Mumbai, Chennai and Kolkata share 17 with different totals from 4 to 7: they must be 4, 6 and 7. Kolkata (one win) has 4, so Mumbai and Chennai have 6 and 7. The 7-point team has 2 wins and a draw, and lost one match; if that were Chennai, Chennai would have lost to both Mumbai and Pune, which is two losses. So Mumbai is second with **7** points. ' +
            LEAGUE,
          topic: 'Games and tournaments',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Against which team did Kolkata draw its match?',
          options: [
            { key: 'A', text: 'Mumbai' },
            { key: 'B', text: 'Chennai' },
            { key: 'C', text: 'Delhi' },
            { key: 'D', text: 'Pune' },
          ],
          answer: 'C',
          explanation:
            'Delhi’s 8 points from four matches can only be 2 wins and 2 draws, so both of the league’s draws are Delhi’s matches. Kolkata has 4 points with exactly one win, so it also has exactly one draw, and that draw must be against **Delhi**. ' +
            LEAGUE,
          topic: 'Games and tournaments',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Against which teams did Delhi fail to win?',
          options: [
            { key: 'A', text: 'Mumbai and Chennai' },
            { key: 'B', text: 'Chennai and Kolkata' },
            { key: 'C', text: 'Kolkata and Pune' },
            { key: 'D', text: 'Mumbai and Kolkata' },
          ],
          answer: 'D',
          explanation:
            'Delhi won two and drew two. Its draws were with Kolkata (Kolkata’s only draw) and with the 7-point team, Mumbai, whose 2 wins and 1 draw need a draw and the only draws are Delhi’s. Delhi beat Pune (Pune’s only win was against Mumbai) and Chennai. So Delhi did not win against **Mumbai and Kolkata**. ' +
            LEAGUE,
          topic: 'Games and tournaments',
          difficulty: 'Medium',
        },
      ],
    },
    {
      kind: 'set',
      title: 'Guest lecture series',
      body: `A business school has invited six speakers — Nair, Oberoi, Patel, Qureshi, Rao and Sen — for a lecture series from Monday to Saturday of one week: one lecture a day, each speaker lecturing exactly once. Each lecture is on one of three subjects — Finance, Marketing and Strategy — and exactly two lectures are on each subject.

1. The two Finance lectures are on consecutive days.
2. The two Marketing lectures are not on consecutive days, and neither are the two Strategy lectures.
3. Nair lectures on Finance, on an earlier day than Oberoi.
4. Patel lectures on Wednesday.
5. Qureshi and Rao lecture on the same subject.
6. Sen lectures on Strategy, on the day immediately after Qureshi’s lecture.`,
      questions: [
        {
          type: 'mcq',
          text: 'On which subject does Rao lecture?',
          options: [
            { key: 'A', text: 'Finance' },
            { key: 'B', text: 'Marketing' },
            { key: 'C', text: 'Strategy' },
            { key: 'D', text: 'Cannot be determined' },
          ],
          answer: 'B',
          explanation:
            'Qureshi and Rao share a subject, and each subject has exactly two lectures. Finance already has Nair, so they cannot both take Finance; Strategy already has Sen, so they cannot both take Strategy. Hence both lecture on **Marketing**, and Oberoi and Patel take the remaining Finance and Strategy slots between them.',
          topic: 'Logical reasoning',
          difficulty: 'Easy',
        },
        {
          type: 'tita',
          text: 'A schedule says who lectures on each day and on which subject. How many different schedules satisfy all the conditions?',
          answer: '4',
          explanation:
            'Qureshi and Rao take Marketing, so one of Oberoi and Patel takes Finance. If Oberoi does, Patel’s Wednesday lecture is on Strategy and Nair–Oberoi take two consecutive days. Thursday–Friday or Friday–Saturday would force Qureshi–Sen onto Monday–Tuesday, with Sen’s Strategy lecture next to Patel’s, so Nair–Oberoi take Monday–Tuesday; then Qureshi–Sen take Thursday–Friday (Friday–Saturday would put Rao’s Marketing lecture on Thursday next to Qureshi’s), giving 1 schedule. If Patel takes Finance, Nair is on Tuesday or Thursday. With Nair on Tuesday, Qureshi–Sen on Friday–Saturday with Oberoi on Thursday works (1 schedule); Thursday–Friday fails because Oberoi would then lecture on Saturday next to Sen. With Nair on Thursday, Oberoi must come later, so Qureshi–Sen take Monday–Tuesday and Oberoi and Rao take Friday and Saturday in either order (2 schedules). Total **4**.',
          topic: 'Logical reasoning',
          difficulty: 'Hard',
        },
        {
          type: 'mcq',
          text: 'If Oberoi lectures on Finance, who lectures on Thursday?',
          options: [
            { key: 'A', text: 'Rao' },
            { key: 'B', text: 'Sen' },
            { key: 'C', text: 'Nair' },
            { key: 'D', text: 'Qureshi' },
          ],
          answer: 'D',
          explanation:
            'Then Patel lectures on Strategy on Wednesday, and Nair and Oberoi take two consecutive days with Nair first. If they took Thursday–Friday or Friday–Saturday, Qureshi–Sen would have to be Monday–Tuesday, putting Sen’s Strategy lecture on Tuesday next to Patel’s. So Nair is on Monday and Oberoi on Tuesday. Of Thursday to Saturday, Qureshi–Sen on Friday–Saturday would leave Rao on Thursday next to Qureshi (two Marketing lectures in a row), so Qureshi is on Thursday, Sen on Friday and Rao on Saturday: the answer is **Qureshi**.',
          topic: 'Logical reasoning',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'If Sen lectures on Tuesday, which of the following must be true?',
          options: [
            { key: 'A', text: 'Rao lectures on Saturday.' },
            { key: 'B', text: 'Oberoi lectures on Friday.' },
            { key: 'C', text: 'Nair lectures on Thursday.' },
            { key: 'D', text: 'Patel lectures on Strategy.' },
          ],
          answer: 'C',
          explanation:
            'Sen on Tuesday puts Qureshi on Monday. Patel cannot take Strategy on Wednesday right after Sen, so Patel takes Finance, and the other Finance lecture (Nair’s) must be next to Wednesday: Thursday, since Tuesday is taken. Oberoi and Rao then fill Friday and Saturday in either order, both arrangements being valid. So only **Nair lectures on Thursday** must be true.',
          topic: 'Logical reasoning',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'On which of the following days can Nair NOT lecture?',
          options: [
            { key: 'A', text: 'Monday' },
            { key: 'B', text: 'Tuesday' },
            { key: 'C', text: 'Thursday' },
            { key: 'D', text: 'Friday' },
          ],
          answer: 'D',
          explanation:
            'The four valid schedules have Nair on Monday (with Oberoi’s Finance lecture on Tuesday), on Tuesday (next to Patel’s Finance lecture on Wednesday) or on Thursday (the same, from the other side). Nair on Friday fails: if Patel takes Finance, Nair must be next to Wednesday; if Oberoi takes Finance, Oberoi would be on Saturday, and Qureshi–Sen on Monday–Tuesday would put Sen’s Strategy lecture next to Patel’s on Wednesday. So the answer is **Friday**.',
          topic: 'Logical reasoning',
          difficulty: 'Medium',
        },
      ],
    },
  ],
};
