import type { SeedMockTest, SeedOption } from './types';

/** Error-spotting questions split a sentence into three parts and offer "No error" as the fourth choice. */
function errorOptions(a: string, b: string, c: string): SeedOption[] {
  return [
    { key: 'A', text: a },
    { key: 'B', text: b },
    { key: 'C', text: c },
    { key: 'D', text: 'No error' },
  ];
}

const STEPWELLS = [
  'For most of the last thousand years, the driest parts of Gujarat and Rajasthan depended less on rivers than on holes in the ground. The stepwell — a *vav* in Gujarat, a *baori* or *baoli* further north — was a shaft cut down to the water table and reached by long flights of steps, so that people could follow the water down as its level fell through the dry months. Because the monsoon delivers most of a year’s rain in a few weeks, the problem was never only finding water; it was keeping it within reach until the next rains.',
  'The builders solved that problem with engineering that doubled as architecture. Many stepwells descend five or seven storeys, and each landing is framed by carved pillars and galleries. The depth kept the water cool and slowed evaporation; the galleries gave shade to travellers and to the women who, in most villages, carried the daily burden of fetching water. Several of the grandest wells were commissioned by women — queens and other noblewomen among them — at a time when building a well for public use was counted an act of piety and charity.',
  'The decline was swift. In the nineteenth century colonial officials, worried about disease, sealed some stepwells and promoted pumps and piped supply instead. Once water came from a tap, the steps lost their purpose, and many wells filled with silt and rubbish. The deeper loss was knowledge: a stepwell works only if the land around it is kept clear, so that rain can soak into the ground beneath and refill it.',
  'Today some towns are reviving stepwells, not as monuments but as working reservoirs. Volunteers in Rajasthan have cleared old baoris of silt, and in several of them water has returned after a single good monsoon. The lesson is not that the past had better answers, but that it paid closer attention to where the rain goes.',
].join('\n\n');

export const snapSectional: SeedMockTest = {
  slug: 'snap-general-english-sectional-1',
  title: 'SNAP General English Sectional',
  description:
    'The SNAP General English section in 15 minutes: 15 four-option questions — a short reading passage, vocabulary, error spotting, fill in the blanks and para jumbles — marked +1 with −0.25 for a wrong answer.',
  exam: 'snap',
  kind: 'sectional',
  difficulty: 'Easy',
  durationMinutes: 15,
  sectionOrder: 'fixed',
  calculator: false,
  instructions: [
    'This sectional test matches the size of the SNAP **General English** section: **15 questions in 15 minutes**, one section — about a minute a question.',
    '',
    '- Every question has **four options (A–D)** and exactly one right answer.',
    '- **+1** for a right answer, **−0.25** for a wrong answer, **0** for a question left unanswered. Guess only when you can rule out at least one option.',
    '- The first three questions are based on one short passage; it stays on screen beside each of them.',
    '- Then come vocabulary, error spotting, fill in the blanks and para jumbles.',
    '- The test is submitted automatically when the 15 minutes end. Your time is kept on the server: closing the page does not stop the clock.',
  ].join('\n'),
  sections: [
    {
      name: 'General English',
      minutes: 15,
      items: [
        {
          kind: 'passage',
          title: 'The stepwells of western India',
          body: STEPWELLS,
          questions: [
            {
              type: 'mcq',
              text: 'Which of the following best expresses the central idea of the passage?',
              options: [
                {
                  key: 'A',
                  text: 'Stepwells were built mainly as decorative monuments to display the wealth of royal families.',
                },
                {
                  key: 'B',
                  text: 'Stepwells answered the problem of seasonal rain with structures that were also social spaces, and they work again only when the ground that refills them is cared for.',
                },
                { key: 'C', text: 'Colonial officials destroyed India’s water systems in order to sell piped water.' },
                { key: 'D', text: 'Piped water supply is worse than stepwells in every respect and should be replaced by them.' },
              ],
              answer: 'B',
              explanation:
                'A central-idea answer must cover the whole passage: why stepwells existed (paragraph 1), what else they offered (2), why they declined (3) and what their revival teaches (4). B does this. A contradicts the passage, which stresses water storage first; C invents a motive (the passage says officials were worried about disease); D overstates the final paragraph, which explicitly denies that the past simply "had better answers".',
              topic: 'Reading comprehension',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'According to the passage, why were stepwells built with long flights of steps?',
              options: [
                { key: 'A', text: 'To give visitors seats for public ceremonies' },
                { key: 'B', text: 'To stop animals from reaching and dirtying the water' },
                { key: 'C', text: 'To let people reach the water as its level fell during the dry months' },
                { key: 'D', text: 'To show the rank of the person who paid for the well' },
              ],
              answer: 'C',
              explanation:
                'This is a detail question, so find the sentence that answers it rather than reasoning from general knowledge. Paragraph 1 says the shaft was "reached by long flights of steps, so that people could follow the water down as its level fell through the dry months" — that is C. The other options sound plausible for a grand building but nothing in the passage supports them.',
              topic: 'Reading comprehension',
              difficulty: 'Easy',
            },
            {
              type: 'mcq',
              text: 'What does the author most likely mean by saying that the past "paid closer attention to where the rain goes"?',
              options: [
                { key: 'A', text: 'Earlier builders had better instruments for measuring rainfall.' },
                { key: 'B', text: 'Earlier rulers kept more careful records of how much rain fell each year.' },
                { key: 'C', text: 'The monsoon was more regular centuries ago, so it was easier to plan for.' },
                {
                  key: 'D',
                  text: 'Traditional water systems relied on keeping the land around a well clear so that rain could refill the ground, a care that today’s revivals restore.',
                },
              ],
              answer: 'D',
              explanation:
                'Read the closing line against the paragraph before it: the "deeper loss" was the knowledge that a stepwell works only if the surrounding land is kept clear so rain can soak in and refill it, and the revived wells fill again once silt is removed. "Where the rain goes" therefore means how rainwater reaches the ground — D. A, B and C bring in instruments, records and climate, which the passage never mentions.',
              topic: 'Reading comprehension',
              difficulty: 'Medium',
            },
          ],
        },
        {
          type: 'mcq',
          text: 'Choose the word closest in meaning to **FRUGAL**.',
          options: [
            { key: 'A', text: 'Lavish' },
            { key: 'B', text: 'Fragile' },
            { key: 'C', text: 'Thrifty' },
            { key: 'D', text: 'Gloomy' },
          ],
          answer: 'C',
          explanation:
            'Frugal means careful with money or resources, avoiding waste — as in "a frugal household budget". Thrifty has the same sense. Lavish is its opposite, and fragile is a look-alike trap (both begin with "fr"). Learn words with an example phrase, which makes such traps easy to spot.',
          topic: 'Vocabulary',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Choose the word most nearly **opposite** in meaning to **EPHEMERAL**.',
          options: [
            { key: 'A', text: 'Fleeting' },
            { key: 'B', text: 'Enduring' },
            { key: 'C', text: 'Ethereal' },
            { key: 'D', text: 'Brittle' },
          ],
          answer: 'B',
          explanation:
            'Ephemeral means lasting a very short time (from the Greek for "lasting a day"), as in "ephemeral fame". Its opposite is enduring, lasting a long time. Fleeting is a synonym — antonym questions often place one to catch a hurried reader — and ethereal (delicate, heavenly) only sounds similar.',
          topic: 'Vocabulary',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Ravi had to **burn the midnight oil** for a week before the quarterly review.\n\nWhat does the phrase in bold mean?',
          options: [
            { key: 'A', text: 'To waste money on unnecessary things' },
            { key: 'B', text: 'To lose one’s temper under pressure' },
            { key: 'C', text: 'To be paid extra for overtime' },
            { key: 'D', text: 'To work or study late into the night' },
          ],
          answer: 'D',
          explanation:
            'The idiom comes from the days when working after dark meant burning lamp oil, so it means working or studying late into the night. The context confirms it: someone preparing for a review for a week is putting in long hours. With idioms, picture the literal image first and then test each option in the sentence.',
          topic: 'Vocabulary',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'In which sentence is the word **affect** used correctly?',
          options: [
            { key: 'A', text: 'The affect of the new tax was felt within a month.' },
            { key: 'B', text: 'The new tax will affect small traders the most.' },
            { key: 'C', text: 'The committee hopes to affect real change in the rules.' },
            { key: 'D', text: 'Few shoppers noticed any affect on prices.' },
          ],
          answer: 'B',
          explanation:
            'In everyday use, affect is a verb meaning "to influence" and effect is usually a noun meaning "a result". B uses affect as a verb: the tax will influence small traders. A and D need the noun effect, and C needs effect as a verb, which means "to bring about" — one effects change. A quick test: if "the" or "any" comes before it, you almost always want effect.',
          topic: 'Vocabulary',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Identify the part of the sentence that contains an error. If there is none, choose "No error".\n\n(A) Neither the manager nor his assistants / (B) was aware of / (C) the change in the schedule.',
          options: errorOptions('Neither the manager nor his assistants', 'was aware of', 'the change in the schedule.'),
          answer: 'B',
          explanation:
            'With "neither … nor" and "either … or", the verb agrees with the subject closer to it. Here that is "his assistants", which is plural, so the verb must be "were aware of", not "was". Had the sentence been "Neither his assistants nor the manager", "was" would have been right.',
          topic: 'Grammar and usage',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Identify the part of the sentence that contains an error. If there is none, choose "No error".\n\n(A) If I would have known about the traffic, / (B) I would have left / (C) home an hour earlier.',
          options: errorOptions('If I would have known about the traffic,', 'I would have left', 'home an hour earlier.'),
          answer: 'A',
          explanation:
            'This is a conditional about the past that did not happen (the third conditional). Its pattern is "If + had + past participle, … would have + past participle". "Would have" belongs only in the result clause, so part A should read "If I had known about the traffic". Parts B and C are correct.',
          topic: 'Grammar and usage',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Identify the part of the sentence that contains an error. If there is none, choose "No error".\n\n(A) The committee has decided / (B) to postpone the meeting / (C) until the auditors will submit their report.',
          options: errorOptions(
            'The committee has decided',
            'to postpone the meeting',
            'until the auditors will submit their report.',
          ),
          answer: 'C',
          explanation:
            'In clauses of time beginning with until, when, before, after or as soon as, English uses the simple present for a future event, not "will". Part C should read "until the auditors submit their report". "The committee has decided" is correct, because the committee acts as one body here.',
          topic: 'Grammar and usage',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: 'Choose the word that best fills the blank.\n\nThe negotiations dragged on for weeks, but the two sides finally arrived ______ an agreement.',
          options: [
            { key: 'A', text: 'at' },
            { key: 'B', text: 'on' },
            { key: 'C', text: 'to' },
            { key: 'D', text: 'with' },
          ],
          answer: 'A',
          explanation:
            'The fixed phrase is "arrive at" a decision, an agreement or a conclusion (and "arrive at" or "arrive in" a place). "Arrive to", "arrive on" and "arrive with an agreement" are not used in this sense. Prepositions after verbs are learnt as pairs — arrive at, agree with a person, agree to a proposal — so note them as whole phrases.',
          topic: 'Grammar and usage',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Choose the word that best fills the blank.\n\nDespite the ______ evidence against him, the jury found the accused not guilty, to everyone’s surprise.',
          options: [
            { key: 'A', text: 'scanty' },
            { key: 'B', text: 'overwhelming' },
            { key: 'C', text: 'inconclusive' },
            { key: 'D', text: 'flimsy' },
          ],
          answer: 'B',
          explanation:
            'Look for the signal words. "Despite" and "to everyone’s surprise" say that the verdict went against what the evidence suggested, so the evidence must have been strong: overwhelming. Scanty, inconclusive and flimsy all describe weak evidence, after which a "not guilty" verdict would surprise no one.',
          topic: 'Vocabulary',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: 'Choose the option that best fills the blank.\n\nBy the time the rescue team reached the village, the floodwaters ______.',
          options: [
            { key: 'A', text: 'have receded' },
            { key: 'B', text: 'recede' },
            { key: 'C', text: 'had receded' },
            { key: 'D', text: 'will have receded' },
          ],
          answer: 'C',
          explanation:
            '"By the time" + a simple past verb ("reached") sets a point in the past, and an action completed before that point takes the past perfect: "had receded". The present perfect and the simple present do not fit a past time frame, and "will have receded" is for a point in the future, as in "By the time the team arrives, the waters will have receded."',
          topic: 'Grammar and usage',
          difficulty: 'Easy',
        },
        {
          type: 'mcq',
          text: [
            'Arrange the sentences P, Q, R and S to form a coherent paragraph.',
            '',
            'P. Besides the phone, all a vendor needed was a printed QR code, which cost almost nothing — unlike a card machine, which cost thousands.',
            '',
            'Q. Within a few years, tea stalls and vegetable carts across the country displayed such codes.',
            '',
            'R. When UPI payments were launched in 2016, few expected street vendors to be among the first to use them.',
            '',
            'S. Most vendors, however, already owned a smartphone, bought for calls and messages.',
          ].join('\n'),
          options: [
            { key: 'A', text: 'RPSQ' },
            { key: 'B', text: 'SRPQ' },
            { key: 'C', text: 'RQSP' },
            { key: 'D', text: 'RSPQ' },
          ],
          answer: 'D',
          explanation:
            'R sets the scene (the launch and low expectations) and must open. S’s "however" contrasts with R’s "few expected", so S follows R. P’s "the phone" points back to S’s smartphone, so P follows S, and Q’s "such codes" refers back to P’s QR code, so Q comes last: RSPQ. Pronouns, contrast words and words like "such" are the links to look for.',
          topic: 'Para jumbles',
          difficulty: 'Medium',
        },
        {
          type: 'mcq',
          text: [
            'Arrange the sentences P, Q, R and S to form a coherent paragraph.',
            '',
            'P. Within months, they find that their teams bring them fewer problems, not more.',
            '',
            'Q. The better managers notice this silence early and start asking questions instead of answering them.',
            '',
            'R. Most new managers believe that their main job is to have the right answers.',
            '',
            'S. This is not because the problems have gone away, but because people have learned that raising one invites a lecture.',
          ].join('\n'),
          options: [
            { key: 'A', text: 'RPSQ' },
            { key: 'B', text: 'RSPQ' },
            { key: 'C', text: 'RPQS' },
            { key: 'D', text: 'PRSQ' },
          ],
          answer: 'A',
          explanation:
            'R is the only sentence that introduces its subject ("new managers"); P’s "they" needs it, so R–P opens. S’s "This is not because…" explains the fall in problems described in P, so S follows P. Q’s "this silence" sums up P and S and offers the response, so it closes: RPSQ. In C, S would follow Q and its "This" would wrongly point to asking questions.',
          topic: 'Para jumbles',
          difficulty: 'Medium',
        },
      ],
    },
  ],
};
