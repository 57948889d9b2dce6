import type { SeedMockTest } from './types';

export const xatSectional: SeedMockTest = {
  slug: 'xat-decision-making-sectional-1',
  title: 'XAT Decision Making Sectional Test 1',
  description:
    'A 25-minute Decision Making sectional in the XAT pattern: 12 questions with five options each — three caselets (an ethical dilemma, a budget allocation with a table, a city’s water policy) and three standalone decisions.',
  exam: 'xat',
  kind: 'sectional',
  difficulty: 'Medium',
  durationMinutes: 25,
  sectionOrder: 'free',
  calculator: false,
  instructions: [
    'This sectional test has **12 Decision Making questions** and **25 minutes** on one clock. You may answer them in any order and return to any question until the time ends, when the test is submitted.',
    '',
    '- **+1** for a right answer; **−0.25** for a wrong answer.',
    '- As in XAT, **0.10 is deducted for each unattempted question beyond 8 consecutive unattempted questions**. For example, leaving 10 questions in a row unattempted costs 2 × 0.10 = 0.20.',
    '- Each question has five options (A–E). In decision-making questions several options may sound reasonable: choose the one that best serves the goals, rules and facts given in the case.',
    '- No calculator is available: the numerical questions are designed to be worked with pen and paper.',
    '- Your time is kept on the server: closing the page does not stop the clock.',
  ].join('\n'),
  sections: [
    {
      name: 'Decision Making',
      minutes: null,
      items: [
        {
          kind: 'set',
          title: 'The thin-walled housings',
          body: [
            'Meera Iyer is the quality head at Deccan Castings, a Pune firm that makes brake-caliper housings for two-wheelers. Its largest customer, a motorcycle maker that brings in 40% of Deccan’s revenue, has a contract that fixes the wall thickness of every housing within ±0.2 mm and requires the supplier to report any deviation **before** shipment.',
            '',
            'On Thursday evening a routine check finds that about 600 of the 10,000 housings due for dispatch on Friday have one internal wall 0.3 mm thinner than the nominal size — 0.1 mm outside the tolerance. The design engineer thinks the parts are “probably safe” because the design has a safety margin, but no test has been run at this thickness. Inspecting every housing and replacing the faulty ones would take four days; after Friday, the customer’s assembly line has about two days of stock.',
            '',
            'The plant head, Rakesh Kulkarni, tells Meera: “The customer’s incoming inspection only checks the outside dimensions; it will never see an internal wall. Ship it, and we will fix the process next week. If we miss this shipment we may lose the contract, and 300 jobs here depend on it.”',
            '',
            'Deccan’s code of conduct says that safety-related deviations must never be concealed from customers.',
          ].join('\n'),
          questions: [
            {
              type: 'mcq',
              text: 'What should Meera do?',
              options: [
                {
                  key: 'A',
                  text: 'Ship the batch on Friday as Rakesh suggests, and correct the process next week so that future batches conform.',
                },
                {
                  key: 'B',
                  text: 'Ship the batch on Friday and tell the customer about the deviation after its line has used up the housings, so that its supply is not disrupted.',
                },
                { key: 'C', text: 'Resign, since she cannot stop the plant head from shipping the batch.' },
                {
                  key: 'D',
                  text: 'Hold the batch, tell the customer about the deviation before Friday, and propose a recovery plan — extra shifts to inspect every housing, with the housings that pass dispatched in daily lots — so that its line keeps running.',
                },
                {
                  key: 'E',
                  text: 'Scrap the whole batch quietly and tell the customer the shipment will be four days late because of a machine breakdown.',
                },
              ],
              answer: 'D',
              explanation:
                'The governing principles are stated in the case: the contract and the code of conduct require a safety-related deviation to be disclosed before shipment, and a good decision should also limit the harm to the customer and to Deccan. Option D does both: it discloses, keeps untested parts off motorcycles, and uses the fact that about 94% of the batch conforms to keep the customer’s line supplied. A ships parts of unknown safety and conceals the deviation; B also conceals it — telling the customer afterwards breaches the “before shipment” clause and still puts the parts on the road. C abandons the problem without preventing the shipment, and E lies about the cause while wasting 9,400 good housings.',
              topic: 'Decision making',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'Meera informs the customer. Its purchase manager, worried about the line running short, asks whether the 600 thinner housings could be used anyway. Which response is the most appropriate?',
              options: [
                {
                  key: 'A',
                  text: 'Offer to load-test samples of the thinner housings at once, share the results, and leave it to the customer’s engineers to decide whether to accept them as a formal deviation.',
                },
                {
                  key: 'B',
                  text: 'Assure the manager that the housings are safe, because the design engineer believes the safety margin covers the deviation.',
                },
                { key: 'C', text: 'Offer a 10% discount on the batch if the customer accepts all the housings as they are.' },
                {
                  key: 'D',
                  text: 'Refuse to discuss the thinner housings and insist that they will be scrapped, whatever any test might show.',
                },
                {
                  key: 'E',
                  text: 'Suggest mixing the thinner housings with conforming ones, so that no vehicle model receives many of them.',
                },
              ],
              answer: 'A',
              explanation:
                'A question of safety should be settled by evidence and decided by the party accountable for the finished vehicle — here the customer. Option A supplies the missing evidence quickly and leaves the acceptance decision with the customer’s engineers. B passes off an untested opinion (“probably safe”) as an assurance; C puts a price on safety without any evidence; E spreads the risk rather than removing it and makes it impossible to trace affected vehicles. D is safe but needlessly rigid: it refuses evidence that might legitimately let the customer use the parts, which is the customer’s call to make.',
              topic: 'Decision making',
              difficulty: 'Medium',
            },
            {
              type: 'mcq',
              text: 'Rakesh argues that shipping without disclosure is justified because 300 jobs depend on the contract. Which of the following is the strongest criticism of his argument?',
              options: [
                {
                  key: 'A',
                  text: 'Protecting jobs is the responsibility of the human-resources department, not of the plant head.',
                },
                {
                  key: 'B',
                  text: 'The customer might one day start checking internal walls as part of its incoming inspection.',
                },
                {
                  key: 'C',
                  text: 'The company’s profit, not its employees’ jobs, should be the main consideration in a business decision.',
                },
                { key: 'D', text: 'Three hundred jobs are too few to matter when compared with the customer’s business.' },
                {
                  key: 'E',
                  text: 'Concealment puts riders’ safety at risk, and if a failure on the road or a recall later exposed it, the contract — and the 300 jobs — would be in far greater danger than they are from a disclosed delay of a few days.',
                },
              ],
              answer: 'E',
              explanation:
                'The strongest criticism meets Rakesh on his own ground as well as on ethics. Option E shows that concealment endangers riders and that, once discovered, it threatens the very contract and jobs he wants to protect far more than an honest delay does. B only says he might be caught, which implies concealment would be acceptable if it were never detected. A and C dodge the question rather than answering it, and D dismisses the livelihoods of 300 people, which are a legitimate concern; the flaw is in his means, not in caring about jobs.',
              topic: 'Decision making',
              difficulty: 'Medium',
            },
          ],
        },
        {
          kind: 'set',
          title: 'Kaveri Foods’ campaign budget',
          body: [
            'Kaveri Foods, a Coimbatore-based maker of ready-to-cook idli and dosa batter, has a promotion budget of **₹60 lakh** for the next quarter; the board will not add to it from the company’s own funds, which are set aside for a new plant at Hosur. Its marketing team has shortlisted five city campaigns. Each campaign must be run in full or not at all, and the cities are far enough apart that one campaign does not affect the results of another.',
            '',
            'The table gives each campaign’s cost and the **expected net profit** it would bring in the quarter, that is, the extra profit left after the campaign’s own cost has been recovered.',
            '',
            '| City | Campaign cost (₹ lakh) | Expected net profit (₹ lakh) |',
            '|---|---:|---:|',
            '| Chennai | 25 | 40 |',
            '| Kochi | 15 | 27 |',
            '| Madurai | 20 | 30 |',
            '| Mysuru | 10 | 14 |',
            '| Visakhapatnam | 30 | 45 |',
            '',
            'Any part of the budget that is not spent goes back to the company and earns nothing. The marketing head, Lakshmi Narayanan, wants the combination of campaigns that gives the **highest total expected net profit** within the budget. Before she decides, she also wants to know how the best plan would change if costs or the size of the budget changed.',
          ].join('\n'),
          questions: [
            {
              type: 'mcq',
              text: 'Which combination of campaigns should Lakshmi choose?',
              options: [
                { key: 'A', text: 'Chennai and Visakhapatnam' },
                { key: 'B', text: 'Chennai, Kochi and Madurai' },
                { key: 'C', text: 'Madurai, Mysuru and Visakhapatnam' },
                { key: 'D', text: 'Kochi, Mysuru and Visakhapatnam' },
                { key: 'E', text: 'Chennai, Madurai and Mysuru' },
              ],
              answer: 'B',
              explanation:
                'Rank the campaigns by net profit per rupee — Kochi 1.8, Chennai 1.6, Madurai and Visakhapatnam 1.5, Mysuru 1.4 — then check the combinations that fit the ₹60 lakh budget. Chennai + Kochi + Madurai costs exactly 25 + 15 + 20 = ₹60 lakh and earns 40 + 27 + 30 = **₹97 lakh**. The other options earn less: Madurai + Mysuru + Visakhapatnam ₹89 lakh, Kochi + Mysuru + Visakhapatnam ₹86 lakh, Chennai + Visakhapatnam ₹85 lakh, Chennai + Madurai + Mysuru ₹84 lakh. No other combination within the budget beats ₹97 lakh.',
              topic: 'Decision making',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'Suppose a rise in media rates increases the cost of the Chennai campaign to ₹30 lakh and lowers its expected net profit by the same ₹5 lakh, to ₹35 lakh. Everything else stays as in the table and the budget is still ₹60 lakh. Which combination should Lakshmi now choose?',
              options: [
                { key: 'A', text: 'Kochi, Mysuru and Visakhapatnam' },
                { key: 'B', text: 'Chennai and Visakhapatnam' },
                { key: 'C', text: 'Chennai, Madurai and Mysuru' },
                { key: 'D', text: 'Kochi, Madurai and Mysuru' },
                { key: 'E', text: 'Madurai, Mysuru and Visakhapatnam' },
              ],
              answer: 'E',
              explanation:
                'The old best plan, Chennai + Kochi + Madurai, now costs 30 + 15 + 20 = ₹65 lakh and no longer fits. Among the combinations that do fit, Madurai + Mysuru + Visakhapatnam costs exactly ₹60 lakh and earns 30 + 14 + 45 = **₹89 lakh**, ahead of Kochi + Mysuru + Visakhapatnam (₹86 lakh), Chennai + Visakhapatnam (₹80 lakh), Chennai + Madurai + Mysuru (₹79 lakh) and Kochi + Madurai + Mysuru (₹71 lakh). Note that Kochi, the best campaign per rupee, drops out: when campaigns are all-or-nothing, the ratio alone does not decide — how fully a combination uses the budget matters too.',
              topic: 'Data interpretation',
              difficulty: 'Medium',
            },
            {
              type: 'mcq',
              text: 'With the original figures in the table, the finance team offers to raise the budget to ₹70 lakh by borrowing ₹10 lakh for the quarter; the loan would cost ₹3 lakh in interest and fees. By how much would borrowing change Kaveri Foods’ best total expected net profit, after the ₹3 lakh cost?',
              options: [
                { key: 'A', text: 'It would not help: the best plan stays the same, so borrowing only adds ₹3 lakh of cost.' },
                { key: 'B', text: 'An increase of ₹11 lakh' },
                { key: 'C', text: 'An increase of ₹12 lakh' },
                { key: 'D', text: 'An increase of ₹14 lakh' },
                { key: 'E', text: 'An increase of ₹15 lakh' },
              ],
              answer: 'C',
              explanation:
                'Find the best plan for ₹70 lakh. Chennai + Kochi + Visakhapatnam costs 25 + 15 + 30 = ₹70 lakh and earns 40 + 27 + 45 = ₹112 lakh, just ahead of Chennai + Kochi + Madurai + Mysuru (₹111 lakh, also ₹70 lakh). After the ₹3 lakh cost of the loan the company keeps ₹109 lakh, against ₹97 lakh without borrowing — an increase of **₹12 lakh**, so borrowing is worth it. ₹15 lakh forgets the loan’s cost, and ₹11 lakh and ₹14 lakh use the second-best plan.',
              topic: 'Data interpretation',
              difficulty: 'Medium',
            },
          ],
        },
        {
          kind: 'set',
          title: 'Dhanpur’s summer water policy',
          body: [
            'Dhanpur, a fast-growing city of 12 lakh people in Madhya Pradesh, draws most of its water from a reservoir that the irrigation department says will run dry by mid-June unless the city cuts its use by at least 15% from April.',
            '',
            'About 70% of households have metered piped connections, but each pays a flat ₹150 a month however much it uses: the meters are read, but the readings are not billed. The other 30%, most of them in informal settlements, have no connection and collect water free from public standposts; they use far less water per person than connected households. Meter readings show that the top 20% of connected households use over 40% of the piped water, much of it on gardens, car washing and overflowing rooftop tanks.',
            '',
            'The municipal council has asked Commissioner Anjali Rao for a summer policy that meets three conditions:',
            '',
            '1. Total water use must fall by at least 15% from April.',
            '2. No household should pay more for the water it needs for drinking, cooking and bathing.',
            '3. The corporation’s water revenue must not fall, as the water department already runs a deficit.',
            '',
            'The corporation can change its tariffs from 1 April, but it has no money for new pipes or meters this year.',
          ].join('\n'),
          questions: [
            {
              type: 'mcq',
              text: 'Which policy best meets the council’s three conditions?',
              options: [
                { key: 'A', text: 'Double the flat charge to ₹300 a month for every connected household.' },
                {
                  key: 'B',
                  text: 'Bill connected households by their meter readings on an increasing-block tariff: a first block large enough for essential use at no more than today’s ₹150, and steeply higher rates above it; standposts stay free.',
                },
                { key: 'C', text: 'Halve the flat charge for households that sign a pledge to cut their use by 15%.' },
                {
                  key: 'D',
                  text: 'Run a newspaper and radio campaign asking citizens to save water, with awards for the most water-efficient wards.',
                },
                { key: 'E', text: 'Close the public standposts in the afternoons to reduce wastage.' },
              ],
              answer: 'B',
              explanation:
                'Test each option against the three stated conditions. B puts a price on the heavy use of the top 20% (who use over 40% of the water), which is where a 15% cut can come from; keeps essential use at today’s price; raises revenue from heavy users; and needs no new meters because the meters already exist. A makes essential water dearer (breaks condition 2) and, being flat, gives no reason to use less. C loses revenue (breaks condition 3) and relies on unverifiable pledges; D gives no assurance of a 15% cut; E burdens the households that use the least and barely reduces total use.',
              topic: 'Decision making',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'After the block tariff is announced, a residents’ group points out that the low-price first block is fixed per connection, so a joint family of nine sharing one connection will pay the higher rates even though each member uses less water than a couple living alone. Which response best keeps the policy’s aims?',
              options: [
                { key: 'A', text: 'Withdraw the block tariff and return to the flat charge.' },
                { key: 'B', text: 'Exempt every household with more than five members from the higher rates altogether.' },
                { key: 'C', text: 'Ignore the objection, since joint families are a small minority of connections.' },
                {
                  key: 'D',
                  text: 'Size each household’s first block by its number of members, using a document such as the ration card, so that essential use per person is charged at the low rate.',
                },
                { key: 'E', text: 'Ask large families to apply for a second connection.' },
              ],
              answer: 'D',
              explanation:
                'The council’s condition protects the water people need, which depends on the number of people, not on the number of connections. D aligns the low-price block with that principle and keeps higher rates on genuinely heavy use. A abandons the 15% cut; B goes too far — a large household that waters a big garden would escape the price signal, and the threshold invites false claims. C leaves the family paying more for essential water, breaking condition 2, and E needs new pipes and meters the corporation cannot pay for this year.',
              topic: 'Decision making',
              difficulty: 'Medium',
            },
            {
              type: 'mcq',
              text: 'Which information would be most useful to Anjali in deciding how large the first (low-price) block should be?',
              options: [
                {
                  key: 'A',
                  text: 'Dhanpur’s meter readings matched with household size, showing how much water households use for essential needs.',
                },
                { key: 'B', text: 'The water tariffs charged by the three largest cities in the state.' },
                { key: 'C', text: 'The number of complaints about water supply the corporation received last summer.' },
                { key: 'D', text: 'The cost of building a second reservoir for the city.' },
                { key: 'E', text: 'A survey of how many residents would support a tariff increase.' },
              ],
              answer: 'A',
              explanation:
                'The first block must be just large enough to cover essential use (condition 2) while leaving discretionary use above it, where the higher price cuts demand (condition 1). Local consumption data linked to household size measures exactly that. Other cities’ tariffs (B) reflect their own supply and costs; complaints (C) do not measure consumption; the cost of a reservoir (D) is a long-term capital question; and a survey of support (E) tells Anjali how the tariff will be received, not where the threshold should be.',
              topic: 'Decision making',
              difficulty: 'Medium',
            },
          ],
        },
        {
          type: 'mcq',
          text: [
            'Farah Khan manages a branch of a private bank in Lucknow. Mr Srivastava, a 72-year-old retired teacher who lives on the interest from his savings, comes in upset. Last week a relationship officer of the branch persuaded him to move ₹8 lakh from fixed deposits into a market-linked insurance plan with a ten-year lock-in, telling him it was “as safe as an FD” and would pay a monthly income. It does neither. The plan’s free-look period is still open for three weeks: within it, he can cancel the plan and get his money back, less small charges. The relationship officer is one of the branch’s top performers against sales targets.',
            '',
            'What should Farah do?',
          ].join('\n'),
          options: [
            {
              key: 'A',
              text: 'Tell Mr Srivastava that the documents he signed are binding and that staying invested for ten years will serve him well.',
            },
            {
              key: 'B',
              text: 'Ask the relationship officer to apologise to Mr Srivastava, and take no further action since the officer is a top performer.',
            },
            {
              key: 'C',
              text: 'Help Mr Srivastava cancel the plan within the free-look period and move the money to a product that pays a monthly income, and report the mis-selling through the bank’s internal channel so that the officer’s other sales are reviewed.',
            },
            {
              key: 'D',
              text: 'Help Mr Srivastava cancel the plan, but keep the matter within the branch so that its sales record is not affected.',
            },
            {
              key: 'E',
              text: 'Suspend the relationship officer at once, without hearing his side, as a warning to other staff.',
            },
          ],
          answer: 'C',
          explanation:
            'A bank’s first duty here is to the customer who was misled, and the free-look period gives Farah a clean remedy; the second is to find out whether other customers were misled the same way. C does both: it undoes the harm while it still can be undone and sends the case to the channel that can review the officer’s other sales. D fixes this one case but hides a likely pattern, so other customers may lose the same protection. A and B leave an elderly customer in a product that does not meet his needs, and E punishes without a hearing while doing nothing for Mr Srivastava.',
          topic: 'Decision making',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: [
            'Harpal Singh owns a cold store near Agra. A potato trader offers two ways of renting the whole store for the season:',
            '',
            '- **Plan X:** a fixed rent of ₹8 lakh.',
            '- **Plan Y:** ₹3 lakh plus 10% of the trader’s profit on the stored potatoes.',
            '',
            'The trader’s profit depends on prices at the end of the season: ₹70 lakh with probability 0.3, ₹40 lakh with probability 0.5 and ₹10 lakh with probability 0.2. At the end of the season Harpal must repay a bank instalment of ₹6 lakh, and he has no other income to pay it from. Which plan should he choose, and why?',
          ].join('\n'),
          options: [
            { key: 'A', text: 'Plan X, because it pays more on average and always covers the ₹6 lakh instalment.' },
            { key: 'B', text: 'Plan Y, because it can pay as much as ₹10 lakh, more than Plan X ever pays.' },
            { key: 'C', text: 'Plan Y, because in the most likely case it pays ₹7 lakh, which still covers the instalment.' },
            { key: 'D', text: 'Plan X, because a fixed income is always better than a variable one.' },
            { key: 'E', text: 'Either plan, because both pay the same amount on average.' },
          ],
          answer: 'A',
          explanation:
            'Compute Plan Y’s expected payment: 3 + 0.10 × (0.3 × 70 + 0.5 × 40 + 0.2 × 10) = 3 + 0.10 × 43 = ₹7.3 lakh, less than Plan X’s certain ₹8 lakh. Its worst case, 3 + 0.10 × 10 = ₹4 lakh (probability 0.2), would not cover the ₹6 lakh instalment, so Plan X wins on both return and risk — which is exactly what A says. B and C look only at the best or the most likely outcome and ignore the rest; E gets the arithmetic wrong. D picks the right plan for a wrong reason: had Plan Y paid much more on average and covered the loan even in its worst case, it could well be the better choice.',
          topic: 'Decision making',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: [
            'Nikhil Bose is a purchase officer at a state-owned power company in Kolkata and one of the three members of the committee evaluating bids for a ₹2 crore cable contract. When the bids are opened he finds that the lowest bid, which also appears to meet all the technical conditions, comes from a firm owned by his brother-in-law. No one else on the committee knows of the relationship. The company’s rules require employees to avoid situations in which a personal relationship could influence an official decision.',
            '',
            'What should Nikhil do?',
          ].join('\n'),
          options: [
            {
              key: 'A',
              text: 'Continue evaluating the bids, since the lowest price is an objective fact that his relationship cannot change.',
            },
            {
              key: 'B',
              text: 'Disclose the relationship in writing to the committee chair and withdraw from this evaluation, leaving the other members (or a replacement) to judge all bids on their merits.',
            },
            { key: 'C', text: 'Recommend rejecting his brother-in-law’s bid, so that no one can accuse him of favouritism.' },
            { key: 'D', text: 'Ask his brother-in-law to withdraw the bid.' },
            { key: 'E', text: 'Recommend cancelling the tender and inviting fresh bids.' },
          ],
          answer: 'B',
          explanation:
            'The principle for a conflict of interest is to disclose it and step aside, so that the decision is taken by people without the conflict while the process itself goes on. B does exactly that, and the firm can still win if its bid is the best. A ignores the rule: checking technical compliance involves judgement, and an undisclosed relationship taints the award even if it is deserved. C is unfair to the firm and may cost the company its lowest price; D uses his position to interfere with a bidder and reduces competition; E delays the contract and penalises every bidder for a problem that disclosure solves.',
          topic: 'Decision making',
          difficulty: 'Easy',
        },
      ],
    },
  ],
};
