import type { SeedQuestion, SeedSection, SeedSet } from './types';

/**
 * VARC of the CAT 2025-pattern full-length mock: four reading passages of four questions each (16), then eight
 * verbal-ability questions — three para-jumbles and two odd-sentence-out (type in the answer), three para-summaries.
 * All passages and sentences are original.
 */

const paragraphs = (...parts: string[]) => parts.join('\n\n');

const RC = 'Reading comprehension';

const passageQueues: SeedSet = {
  kind: 'passage',
  title: 'The price of standing in line',
  body: paragraphs(
    'When a good is scarce and its price is held below the level at which buyers and sellers would balance, something other than money must decide who gets it. Economists have long noted that the most common substitute is time. The queue outside a ration shop, the waiting list for a subsidised flat, the months-long wait for a surgery slot at a government hospital: each is a market in which the currency is hours rather than rupees. Because everyone is endowed with the same twenty-four hours a day, rationing by waiting is often defended as the fairer system. The rich cannot simply outbid the poor; they must stand in the same line.',
    'The defence is more appealing than it is accurate. Time is equally distributed, but its value is not. An hour in a queue costs a daily-wage labourer the wages he would otherwise have earned, while it costs a retired clerk very little. It would seem, then, that queues favour those with low earnings — and in a narrow sense they do. But the people with the most time to spare are not always the people with the greatest need. A student on vacation may have more idle hours than a widow caring for three children and a sick parent, yet the student will reach the counter first. Waiting selects for free time, not for poverty, and the two overlap less than the defenders of queues suppose.',
    'There is a second, less visible cost. When buyers pay with money, the money is not destroyed; it passes to the seller, who can use it to produce more of the good or spend it elsewhere. When buyers pay with time, the payment simply vanishes. The three hours that a hundred people spend in a line produce nothing for anyone. An economist would call this a deadweight loss, and its size can be startling: if the price of a good is held far enough below its market level, people will keep queuing until the value of the time they sacrifice roughly equals the subsidy they receive. In the limit, the subsidy is entirely eaten up by waiting, and the government has spent money to give its citizens nothing but the privilege of standing still.',
    'Queues also breed their own secondary markets. Where waiting is the price, those with cheap time — or those willing to be hired — become professional queuers, and the good flows, in the end, to whoever can pay them. The supposed egalitarianism of the line is thus quietly converted back into rationing by money, only less efficiently, with the queuer’s wages added to the cost.',
    'None of this means that prices should always be allowed to rise. Some goods — emergency medical care, say — are ones we rightly refuse to auction, and even an imperfect queue may be better than a bidding war over a ventilator. The lesson is narrower. A queue is not the absence of a price but a price of a different kind, paid in a currency that is destroyed as it is spent. Any policy that relies on waiting should be judged as we would judge a tax: by who bears it, and by what it buys.',
  ),
  questions: [
    {
      type: 'mcq',
      text: 'Which of the following best captures the central claim of the passage about rationing scarce goods by waiting?',
      options: [
        {
          key: 'A',
          text: 'Queues are fairer than prices because every person, rich or poor, has the same twenty-four hours a day.',
        },
        {
          key: 'B',
          text: 'Waiting is itself a price — one that falls unevenly and is largely wasted — and policies that rely on it should be assessed like any other price or tax.',
        },
        {
          key: 'C',
          text: 'Governments should end price controls and let market prices allocate every scarce good, including medical care.',
        },
        { key: 'D', text: 'Professional queuers are the main reason why subsidised goods fail to reach the poor.' },
      ],
      answer: 'B',
      explanation:
        'The passage argues that a queue is “a price of a different kind”: its burden depends on the value of people’s time (paragraph 2), it destroys what is paid (paragraph 3), and it should be judged “as we would judge a tax” (last paragraph) — option B. Option A is the defence the author sets out only to reject (“more appealing than it is accurate”). Option C contradicts the last paragraph, which says prices should not always rise and that some goods should not be auctioned. Option D picks out one point from paragraph 4 and inflates it into the main claim.',
      topic: RC,
      difficulty: 'Medium',
    },
    {
      type: 'mcq',
      text: 'Going by the reasoning in the passage, the deadweight loss from a queue for a subsidised good would be smallest when',
      options: [
        { key: 'A', text: 'the controlled price is only slightly below the price at which buyers and sellers would balance.' },
        { key: 'B', text: 'the people in the queue have low hourly earnings, so each hour they wait is worth little.' },
        { key: 'C', text: 'the good is one, like emergency medical care, that society refuses to auction.' },
        { key: 'D', text: 'buyers hire professional queuers instead of waiting in line themselves.' },
      ],
      answer: 'A',
      explanation:
        'Paragraph 3 says people keep queuing “until the value of the time they sacrifice roughly equals the subsidy they receive”, so the wasted time tracks the size of the subsidy, i.e. the gap between the controlled price and the market level: a small gap means little queuing and a small loss (A). Option B is the trap: if time is cheap, people simply wait more hours until the value they give up again equals the subsidy, so the loss in value is not smaller. Option C concerns whether a good should be auctioned, not how much waiting destroys. Option D adds the queuer’s wages to the cost (paragraph 4); the hired hours are still wasted.',
      topic: RC,
      difficulty: 'Hard',
    },
    {
      type: 'mcq',
      text: 'According to the passage on queues, what distinguishes a payment made in money from a payment made in waiting?',
      options: [
        { key: 'A', text: 'Money is distributed equally among people, whereas the value of time is not.' },
        {
          key: 'B',
          text: 'A money payment is always larger than the value of the time a buyer would otherwise spend in a queue.',
        },
        {
          key: 'C',
          text: 'Money paid passes to the seller, who can put it to use, whereas time spent waiting produces nothing for anyone.',
        },
        { key: 'D', text: 'Money payments shut out the poor entirely, whereas waiting shuts out no one.' },
      ],
      answer: 'C',
      explanation:
        'Paragraph 3 states it directly: money “is not destroyed; it passes to the seller”, while time spent in line “simply vanishes” and “produce[s] nothing for anyone” — option C. Option A garbles paragraph 2, which says *time* is equally distributed but its value is not; it says nothing about money being equal. Option B is never claimed. Option D echoes the defenders of queues, whose view the author disputes, and the passage never says waiting excludes no one.',
      topic: RC,
      difficulty: 'Easy',
    },
    {
      type: 'mcq',
      text: 'Which of the following, if true, would most weaken the author’s claim that “waiting selects for free time, not for poverty”?',
      options: [
        { key: 'A', text: 'Professional queuers in a large city charge about ₹100 for every hour they stand in line.' },
        { key: 'B', text: 'Retired government employees in a town report that they avoid ration-shop queues whenever they can.' },
        {
          key: 'C',
          text: 'In a survey of ration-shop queues, students on vacation were found to outnumber widows with dependants.',
        },
        {
          key: 'D',
          text: 'A survey of ration-shop queues finds that the people with the most idle hours are overwhelmingly those with the lowest household incomes.',
        },
      ],
      answer: 'D',
      explanation:
        'The claim rests on the premise that free time and poverty “overlap less than the defenders of queues suppose”. If the people with the most spare time are in fact mostly the poorest (D), selecting for free time would amount to selecting for poverty, and the claim loses its force. Option C fits the author’s own example and so supports the claim. Option A concerns the secondary market, not who has free time. Option B tells us about one group’s preference, not about how free time and poverty are related.',
      topic: RC,
      difficulty: 'Medium',
    },
  ],
};

const passageThermometer: SeedSet = {
  kind: 'passage',
  title: 'The thermometer’s circle',
  body: paragraphs(
    'It is easy to assume that scientists first discovered what temperature was and then built instruments to measure it. The history of the thermometer suggests something closer to the reverse. For much of the seventeenth and eighteenth centuries, instrument makers had devices that plainly responded to heat — a column of liquid that rose when the bulb was warmed — but no agreed way of saying what the readings meant, and no independent standard against which to check them.',
    'The first difficulty was the choice of fixed points. A scale needs at least two reference temperatures that can be reproduced anywhere, and the obvious candidates were the melting of ice and the boiling of water. Yet boiling turned out to be far less fixed than it looked. Water boils at a lower temperature on a mountain than at sea level; careful experimenters found, besides, that the reading depended on the vessel, on whether the water had been purged of dissolved air, and even on whether the bulb sat in the liquid or in the steam above it. Settling on a fixed point was therefore not simply an observation but a decision: which of several slightly different phenomena would be allowed to define “boiling”?',
    'The second difficulty went deeper. Suppose two fixed points are agreed and the interval between them is divided into a hundred equal degrees. The division assumes that the liquid in the tube expands uniformly — that each degree of heat produces the same increase in length. But how could this be tested? To check whether mercury expands uniformly, one must know the true temperature at intermediate points, and the only means of knowing it was a thermometer, which itself assumed the uniform expansion of some substance. Mercury and alcohol thermometers, made to agree at freezing and at boiling, disagreed noticeably in between. Each camp could accuse the other’s liquid of irregularity, and neither could appeal to a neutral judge.',
    'Various escapes were attempted. One was the method of mixtures: mix equal quantities of freezing and boiling water, and the mixture should, by reasoning about heat, sit exactly at the midpoint of the scale. But the argument assumed that water’s capacity to absorb heat did not itself change with temperature — another untested assumption. The resolution that eventually won favour, associated with the French physicist Victor Regnault in the 1840s, was more modest. Regnault gave up trying to prove which substance expanded “truly” uniformly and asked instead which type of thermometer was most consistent with itself. If many instruments built on the same principle, from different batches of material, agreed closely with one another across the whole range, that type earned trust; if their readings scattered, it did not. By this test, thermometers that used air fared best.',
    'The historian’s point is not that the early experimenters were muddled. It is that measurement and concept grew up together, each propping up the other, and that the way out of the circle was not a decisive proof but a practical criterion of reliability. What counts as a good measurement was settled partly by asking which measurements could be made to agree with one another — a standard that falls short of certainty but that proved sufficient for a science to advance on.',
  ),
  questions: [
    {
      type: 'mcq',
      text: 'Which of the following best expresses the main argument of the passage on the history of the thermometer?',
      options: [
        {
          key: 'A',
          text: 'The concept of temperature and the means of measuring it developed together, and their circular dependence was broken by a practical test of consistency rather than by proof.',
        },
        {
          key: 'B',
          text: 'Early thermometers were unreliable chiefly because instrument makers could not make glass tubes of uniform bore.',
        },
        {
          key: 'C',
          text: 'Regnault proved conclusively that air expands uniformly with temperature, ending a long dispute between rival camps.',
        },
        {
          key: 'D',
          text: 'Because the boiling point of water varies, it is unsuitable as a fixed point and modern scales have abandoned it.',
        },
      ],
      answer: 'A',
      explanation:
        'The passage opens by reversing the assumption that the concept came before the instrument and closes by saying “measurement and concept grew up together” and that the circle was escaped through “a practical criterion of reliability”, not “a decisive proof” — option A. Option C contradicts paragraph 4: Regnault “gave up trying to prove” which substance expanded uniformly. Option B brings in glass tubes, which the passage never mentions. Option D stretches a detail of paragraph 2 — boiling was harder to fix than it looked — into a claim about modern scales that the passage does not make.',
      topic: RC,
      difficulty: 'Medium',
    },
    {
      type: 'mcq',
      text: 'By the criterion the passage attributes to Regnault, a type of thermometer would be judged unreliable if',
      options: [
        { key: 'A', text: 'its readings between the fixed points differed from those of mercury thermometers.' },
        {
          key: 'B',
          text: 'instruments of that type made from different batches of material gave widely different readings of the same temperature.',
        },
        { key: 'C', text: 'it could be shown that its working substance did not expand uniformly with temperature.' },
        { key: 'D', text: 'it could not be calibrated by the method of mixtures.' },
      ],
      answer: 'B',
      explanation:
        'Regnault asked “which type of thermometer was most consistent with itself”: a type earned trust if instruments “from different batches of material, agreed closely with one another”, and lost it if “their readings scattered” — option B. Option A is tempting but tests agreement with a *different* type, which is exactly the neutral judge the passage says was unavailable. Option C is the question Regnault deliberately gave up. Option D refers to an earlier escape route that the passage treats as resting on its own untested assumption, not to Regnault’s test.',
      topic: RC,
      difficulty: 'Hard',
    },
    {
      type: 'mcq',
      text: 'According to the passage, which of the following was NOT among the things found to affect the temperature at which water was recorded as boiling?',
      options: [
        { key: 'A', text: 'Whether the measurement was taken on a mountain or at sea level' },
        { key: 'B', text: 'The vessel in which the water was boiled' },
        { key: 'C', text: 'Whether the bulb of the thermometer was placed in the water or in the steam above it' },
        { key: 'D', text: 'Whether the thermometer’s tube held mercury or alcohol' },
      ],
      answer: 'D',
      explanation:
        'Paragraph 2 lists altitude (A), the vessel (B), dissolved air and the position of the bulb (C) as factors that changed the boiling reading. The mercury–alcohol contrast (D) appears in paragraph 3, and there the two kinds of thermometer were made to *agree* at freezing and boiling and disagreed only in between, so the choice of liquid is not given as something that altered the boiling reading. Questions with NOT reward checking each option against the text rather than recalling a general impression.',
      topic: RC,
      difficulty: 'Easy',
    },
    {
      type: 'mcq',
      text: 'The author’s attitude towards the seventeenth- and eighteenth-century experimenters who struggled to make thermometers agree is best described as',
      options: [
        {
          key: 'A',
          text: 'sympathetic and explanatory: their difficulties arose from a genuine circularity in the problem, not from confusion on their part.',
        },
        { key: 'B', text: 'dismissive: they spent their efforts on a problem that had no solution.' },
        { key: 'C', text: 'reverential: they discovered what temperature truly is before they could measure it.' },
        { key: 'D', text: 'ironic: their celebrated practical methods concealed a failure to reach certainty.' },
      ],
      answer: 'A',
      explanation:
        'The last paragraph says the historian’s point “is not that the early experimenters were muddled” but that concept and measurement depended on each other — the author explains their difficulties and takes them seriously (A). Option B is wrong because the problem *was* resolved, by Regnault’s criterion. Option C inverts the opening paragraph, which denies that the concept came first. Option D misreads the ending: the author calls the practical standard “sufficient for a science to advance on”, which is approval, not irony.',
      topic: RC,
      difficulty: 'Medium',
    },
  ],
};

const passageForgiveness: SeedSet = {
  kind: 'passage',
  title: 'What forgiveness asks',
  body: paragraphs(
    'Two pictures of forgiveness dominate popular and philosophical discussion. On the first, forgiveness is a transaction. The wrongdoer acknowledges the wrong, expresses remorse, perhaps offers repair, and the victim, in return, gives up her resentment. Forgiveness offered without these conditions is, on this view, not generous but confused: it treats a wrong as though it had not been a wrong, and so fails to respect the victim — and, oddly, the wrongdoer too, who is denied the standing of a responsible agent. On the second picture, forgiveness is a gift. It is valuable precisely because it is not owed and cannot be earned; to make it conditional on apology is to turn it into a bargain, and a bargain is something else.',
    'Each picture captures something the other misses, and each, pressed too hard, becomes implausible. The transactional view struggles with cases in which the wrongdoer is dead, or unreachable, or simply unaware of what he did. A daughter who forgives a father who died without ever grasping the harm he caused seems to have done something intelligible and even admirable, not something confused. Yet the gift view struggles with the opposite case: the unrepentant offender who carries on. If a colleague keeps taking credit for your work and you announce each time that you forgive him, something has gone wrong. Your forgiveness is no longer generosity but a kind of self-erasure, a refusal to take your own claims seriously.',
    'A more promising approach begins by asking what resentment is for. Resentment is not merely pain; it is a protest. It says that I was wronged, that the wrong mattered, and that the person who did it stands in a certain relation to me because of it. Forgiveness, on this account, is the decision to stop protesting — and the decision is warranted when the protest has done, or can no longer do, its work. Apology and repair are the usual way the protest’s work gets done: when the wrongdoer himself affirms that the wrong was a wrong, the victim no longer needs to keep affirming it alone. But they are not the only way. When the wrongdoer is beyond reach, continued protest may address no one, and the victim may have secured, through the recognition of others or her own settled judgement, everything that her resentment was trying to secure.',
    'This account explains why unconditional forgiveness of the dead can be sound while unconditional forgiveness of the persisting offender is troubling. In the first case the protest has nowhere left to go; in the second it still has work to do, and abandoning it means abandoning a truth about oneself. It also explains why forgiving is not the same as forgetting, excusing or reconciling. One may forgive without resuming a friendship; one may refuse to excuse and still forgive, since to forgive is precisely to stop resenting what one continues to regard as inexcusable.',
    'What emerges is neither a transaction nor a gift but a judgement — a judgement about whether one’s own moral standing still needs defending. That judgement belongs to the victim, which is why forgiveness can never be demanded of her. But it is a judgement, and judgements can be made well or badly.',
  ),
  questions: [
    {
      type: 'mcq',
      text: 'Which of the following best summarises the view of forgiveness that the author of “What forgiveness asks” finally defends?',
      options: [
        { key: 'A', text: 'Forgiveness is appropriate only after the wrongdoer has apologised and offered to repair the harm.' },
        { key: 'B', text: 'Forgiveness is a gift whose worth lies in being unconditional and unearned.' },
        { key: 'C', text: 'Forgiveness is a form of reconciliation in which the relationship damaged by the wrong is restored.' },
        {
          key: 'D',
          text: 'Forgiveness is the victim’s judgement that the protest carried by her resentment has done, or can no longer do, its work — a judgement that can be made well or badly.',
        },
      ],
      answer: 'D',
      explanation:
        'Paragraphs 3–5 build the author’s own account: resentment is a protest, forgiveness is the decision to stop protesting when the protest “has done, or can no longer do, its work”, and this is “a judgement” that “can be made well or badly” — option D. Options A and B are the transactional and gift pictures, each of which the author says becomes implausible when pressed too hard. Option C is ruled out in paragraph 4: “One may forgive without resuming a friendship.”',
      topic: RC,
      difficulty: 'Medium',
    },
    {
      type: 'mcq',
      text: 'On the account of forgiveness developed in the passage, which of the following would most clearly be an instance of forgiveness judged badly?',
      options: [
        { key: 'A', text: 'A woman forgives her late mother, who never acknowledged how much her neglect had hurt.' },
        {
          key: 'B',
          text: 'An employee keeps “forgiving” a manager who goes on belittling her in meetings and shows no sign of recognising the harm.',
        },
        { key: 'C', text: 'A man forgives a friend who has sincerely apologised, yet declines to renew the friendship.' },
        { key: 'D', text: 'A victim of fraud forgives the fraudster while still regarding the fraud as inexcusable.' },
      ],
      answer: 'B',
      explanation:
        'The author calls unconditional forgiveness of “the persisting offender” troubling, because the protest “still has work to do” and dropping it is “self-erasure” — that is case B, which mirrors the colleague example. Case A matches the daughter example, which the author calls intelligible and admirable, since protest addressed to the dead has “nowhere left to go”. Case C is allowed: one may forgive without reconciling. Case D is allowed too: to forgive is “to stop resenting what one continues to regard as inexcusable”.',
      topic: RC,
      difficulty: 'Medium',
    },
    {
      type: 'mcq',
      text: 'According to the passage, resentment differs from mere pain in that resentment',
      options: [
        { key: 'A', text: 'is a protest asserting that one was wronged and that the wrong mattered.' },
        { key: 'B', text: 'fades of its own accord once enough time has passed.' },
        { key: 'C', text: 'can rightly be demanded of a victim by the people around her.' },
        { key: 'D', text: 'can be directed only at a wrongdoer who is still alive.' },
      ],
      answer: 'A',
      explanation:
        'Paragraph 3: “Resentment is not merely pain; it is a protest. It says that I was wronged, that the wrong mattered…” — option A. Nothing is said about resentment fading with time (B). Option C confuses resentment with forgiveness, and even forgiveness, the author says, “can never be demanded”. Option D is contradicted by the daughter’s case: resentment towards a dead father is possible, which is why forgiving him makes sense.',
      topic: RC,
      difficulty: 'Easy',
    },
    {
      type: 'mcq',
      text: 'The author’s treatment of the “transaction” and “gift” pictures of forgiveness is best described as',
      options: [
        { key: 'A', text: 'dismissive of both as popular confusions that have no philosophical merit.' },
        { key: 'B', text: 'broadly supportive of the gift picture, with serious reservations about the transactional one.' },
        {
          key: 'C',
          text: 'critically even-handed: each is credited with an insight and shown to fail in a particular kind of case.',
        },
        { key: 'D', text: 'undecided: the author concludes that no satisfactory account of forgiveness can be given.' },
      ],
      answer: 'C',
      explanation:
        'Paragraph 2 says “Each picture captures something the other misses, and each, pressed too hard, becomes implausible”, and then gives one failing case for each (the dead father; the persisting colleague) — option C. Option A ignores the credit given to both. Option B is wrong because the gift picture is faulted just as sharply, by the self-erasure case. Option D is wrong because the author goes on to propose an account — forgiveness as a judgement.',
      topic: RC,
      difficulty: 'Medium',
    },
  ],
};

const passageBaselines: SeedSet = {
  kind: 'passage',
  title: 'Which past to restore?',
  body: paragraphs(
    'Ecological restoration seems, at first glance, to have an obvious goal: return a damaged place to the way it used to be. The difficulty lies in the phrase “used to be”. Every landscape has been many things. A wetland drained for paddy a century ago may have been forest before that, and grassland before the forest; a lake now choked with an invasive weed may once have held fish that a colonial fisheries department introduced. To restore is to choose one moment from a moving history and call it the reference, and the choice is rarely as neutral as it looks.',
    'Fisheries scientists gave part of the problem a name in the 1990s: the shifting baseline. Each generation of researchers, the argument ran, takes as its benchmark the state of the fishery at the start of its own career. Declines that happened before that point are invisible to it; the depleted sea it first studied becomes the “natural” sea against which later losses are measured. Over several generations expectations ratchet downward, and a collapse that would have horrified a nineteenth-century fisherman is recorded as a modest decline. The same pattern appears outside science. Villagers asked how many birds visit a lake will usually compare the present with their own childhood, not with their grandparents’, and so each generation inherits a slightly emptier world and calls it normal.',
    'The obvious correction is to dig deeper into the past — to use old catch records, travellers’ accounts, pollen preserved in lake sediments and museum specimens to reconstruct what was there before human pressure intensified. This work has been invaluable; it has shown again and again that ecosystems once held far more life than anyone now living remembers. But it carries a temptation of its own. If the benchmark is always an earlier, richer state, then nearly every present landscape is a failure, and restoration becomes an exercise in nostalgia. Worse, the conditions that sustained the earlier state — the climate, the course of a river, the absence of a highway or a city — may no longer exist. A mix of species that flourished in a cooler century may not survive in a warmer one, however carefully it is replanted.',
    'Some ecologists have therefore proposed a different question. Instead of asking which past a place should resemble, they ask which functions it should perform: holding water through the monsoon, sheltering pollinators, keeping soil in place, supporting the livelihoods of the people who live beside it. History remains essential on this view, not as a blueprint but as a record of what the place has been capable of and of how it responded to earlier disturbances. A restored wetland need not contain exactly the species listed in a colonial gazetteer, but the gazetteer may tell us that the land once stored far more water than it does now — and that ambition is worth recovering.',
    'Critics reply that “function” is a slippery word, easily bent towards whatever is convenient. A plantation of fast-growing exotic trees also holds soil. The worry is fair, and it suggests that the historical record should serve as a check as well as a guide: it cannot dictate the goal, but it can expose a goal that has quietly lowered our expectations once again.',
  ),
  questions: [
    {
      type: 'mcq',
      text: 'The passage on ecological restoration is primarily concerned with',
      options: [
        { key: 'A', text: 'arguing that restoration should recreate the ecosystem that existed before any human influence.' },
        { key: 'B', text: 'explaining why fisheries scientists were the first to notice long-term declines in marine life.' },
        {
          key: 'C',
          text: 'examining the difficulty of choosing a reference point for restoration and weighing a function-based alternative in which history serves as both guide and check.',
        },
        {
          key: 'D',
          text: 'showing that restoration projects generally fail because the climate has changed since the reference period.',
        },
      ],
      answer: 'C',
      explanation:
        'The passage moves from the problem of which past to choose (paragraph 1), through the shifting baseline and the risks of always reaching further back (paragraphs 2–3), to the function-based question and its limits, ending with history as “a check as well as a guide” — option C. Option A is the nostalgic approach the author warns against. Option B turns an illustration into the subject. Option D overstates one risk mentioned in paragraph 3 (“may not survive”) into a general verdict.',
      topic: RC,
      difficulty: 'Medium',
    },
    {
      type: 'mcq',
      text: 'The author mentions “a plantation of fast-growing exotic trees” in the last paragraph most probably in order to',
      options: [
        {
          key: 'A',
          text: 'concede that a goal defined only by function could be met by an outcome that the historical record would reveal as a lowering of expectations.',
        },
        { key: 'B', text: 'offer an example of a successful restoration achieved by the function-based approach.' },
        { key: 'C', text: 'argue that exotic species should never be planted in restoration projects.' },
        { key: 'D', text: 'show that the function-based approach is unworkable and should be abandoned.' },
      ],
      answer: 'A',
      explanation:
        'The plantation illustrates the critics’ worry that “function” can be bent towards convenience: it “also holds soil” while being far poorer than what the place once was. The author calls the worry “fair” and answers it by making history a check that can “expose a goal that has quietly lowered our expectations” — option A. Option B reverses the point: the plantation is the problem case, not a success. Option C is far broader than anything the author says. Option D ignores that the author keeps the function-based approach and only adds a safeguard.',
      topic: RC,
      difficulty: 'Hard',
    },
    {
      type: 'mcq',
      text: 'As described in the passage, the “shifting baseline” refers to',
      options: [
        { key: 'A', text: 'the gradual movement of species’ ranges towards cooler regions as the climate warms.' },
        {
          key: 'B',
          text: 'the tendency of each generation to treat the state of nature it first knew as normal, so that earlier losses go unnoticed.',
        },
        { key: 'C', text: 'the practice of replacing historical species lists with ecosystem functions as restoration targets.' },
        { key: 'D', text: 'the changing course of rivers, which makes old maps and records of a landscape unreliable.' },
      ],
      answer: 'B',
      explanation:
        'Paragraph 2 defines it: each generation “takes as its benchmark the state of the fishery at the start of its own career”, so earlier declines are “invisible” and expectations “ratchet downward” — option B. Option A describes climate-driven range shifts, which the passage never discusses. Option C is the function-based proposal of paragraph 4, a response to the problem rather than the problem itself. Option D takes one word from paragraph 3 (“the course of a river”) out of context.',
      topic: RC,
      difficulty: 'Easy',
    },
    {
      type: 'mcq',
      text: 'Which of the following, if true, would most weaken the author’s warning that an earlier, richer state may be impossible to restore because the conditions that sustained it no longer exist?',
      options: [
        {
          key: 'A',
          text: 'Pollen preserved in lake sediments shows that a district’s forests were once far denser than they are today.',
        },
        { key: 'B', text: 'Older villagers remember a lake as holding many more birds in their childhood than it does now.' },
        {
          key: 'C',
          text: 'Replanting trials at many sites show that species mixes recorded in cooler centuries establish themselves and persist under today’s warmer conditions.',
        },
        {
          key: 'D',
          text: 'Plantations of fast-growing exotic trees have proved effective at preventing soil erosion on hill slopes.',
        },
      ],
      answer: 'C',
      explanation:
        'The warning rests on the premise that changed conditions, above all a warmer climate, may stop an old species mix from surviving. Evidence that such mixes do establish and persist under present conditions (C) attacks that premise directly. Option A only confirms that the past was richer, which the author already accepts. Option B illustrates the shifting baseline, not whether restoration is feasible. Option D concerns the function-based debate and says nothing about restoring an earlier state.',
      topic: RC,
      difficulty: 'Medium',
    },
  ],
};

const PJ = 'Para jumbles';
const OSO = 'Odd sentence out';
const PS = 'Para summary';

const paraJumble = (count: 4 | 5, sentences: string[]) =>
  paragraphs(
    `The ${count === 4 ? 'four' : 'five'} sentences below, numbered 1 to ${count}, are jumbled. Arrange them into a coherent paragraph and type the numbers in the right order as your answer (for example, ${count === 4 ? '3142' : '31425'}).`,
    sentences.map((s, i) => `${i + 1}. ${s}`).join('\n'),
  );

const oddOneOut = (sentences: string[]) =>
  paragraphs(
    'Five sentences, numbered 1 to 5, are given below. Four of them can be arranged into a coherent paragraph; one does not belong. Type the number of the sentence that does not fit.',
    sentences.map((s, i) => `${i + 1}. ${s}`).join('\n'),
  );

const paraSummaryPrompt = (paragraph: string) =>
  paragraphs('Read the paragraph below and choose the option that best captures its essence.', `> ${paragraph}`);

const verbalAbility: SeedQuestion[] = [
  {
    type: 'tita',
    text: paraJumble(4, [
      'Yet several classroom studies have found the opposite: students who write by hand often understand the material better.',
      'Students who type their lecture notes on a laptop usually record more of what is said than those who write by hand.',
      'The reason seems to be that writing slowly forces them to summarise as they go, and summarising is itself a form of learning.',
      'One might expect this to help the typists, since more of the lecture is captured for later revision.',
    ]),
    answer: '2413',
    explanation:
      'Sentence 2 is the only one that can open: it introduces typists and handwriters without referring back to anything. Sentence 4’s “this” needs something that might help — recording more of the lecture (2) — so 2-4. Sentence 1’s “Yet … the opposite” overturns the expectation in 4, so 4-1. Sentence 3’s “The reason” explains the finding in 1, and its “them” refers to the handwriters just mentioned. Order: **2413**.',
    topic: PJ,
    difficulty: 'Easy',
  },
  {
    type: 'tita',
    text: paraJumble(5, [
      'To carry over the sense alone is therefore to lose part of what the poem says, while to chase the sound is to risk saying something the poet never said.',
      'Not all translation poses the same problem, and a translator of poetry faces a choice that a translator of instructions never does.',
      'Every translated poem records how one reader settled this dilemma, which is why no two translations of the same poem are alike.',
      'A poem, by contrast, means partly through its sound — its rhythm, its echoes, the weight of particular syllables.',
      'The translator of a washing-machine manual has succeeded if the reader can run the machine; nobody asks whether the original sentences had any music in them.',
    ]),
    answer: '25413',
    explanation:
      'Sentence 2 opens: it is a general claim and introduces both kinds of translator. Sentence 5 takes up “a translator of instructions” with a concrete case (“The translator of a washing-machine manual”), so 2-5. Sentence 4’s “by contrast” sets the poem against the manual, so 5-4. Sentence 1’s “therefore” draws the consequence of a poem meaning through its sound, so 4-1, and it states the two-sided choice that sentence 3 calls “this dilemma”, so 1-3 closes. Order: **25413**.',
    topic: PJ,
    difficulty: 'Medium',
  },
  {
    type: 'tita',
    text: paraJumble(5, [
      'For a while the signal worked, largely because few sellers had yet learned how to game it.',
      'The result is that shoppers now read a high rating much as their grandparents read a stranger’s word: as a claim to be checked rather than trusted.',
      'Buyers in an old bazaar trusted a trader because they, or someone they knew, had dealt with him for years.',
      'But the more a rating decided which sellers prospered, the more it was worth faking, and paid reviews soon pushed scores upward everywhere.',
      'Online marketplaces had no such history to draw on, so they substituted the star rating, a number that condenses the experience of thousands of strangers into one signal.',
    ]),
    answer: '35142',
    explanation:
      'Sentence 3 is the opener: it describes trust in the bazaar without pointing back to anything. Sentence 5’s “no such history” refers to the years of dealing in 3, so 3-5. Sentence 1’s “the signal” is the star rating introduced in 5, so 5-1. Sentence 4’s “But” turns against “worked” in 1 — once ratings mattered they were faked — so 1-4. Sentence 2’s “The result” gives the consequence of inflated scores and closes the paragraph by returning to the grandparents’ world of 3. Order: **35142**.',
    topic: PJ,
    difficulty: 'Hard',
  },
  {
    type: 'tita',
    text: oddOneOut([
      'Trees lower the temperature of a street in two ways: their canopy shades the pavement, and their leaves give off water vapour that cools the air around them.',
      'A shaded road surface can be many degrees cooler on a summer afternoon than one left open to the sun.',
      'Planting drives in many Indian cities have favoured ornamental species chosen for their flowers rather than for the shade they cast.',
      'The cooling from evaporation, however, depends on the tree having enough water; a tree under drought stress closes the pores on its leaves and cools far less.',
      'The same tree may thus act as an air-conditioner in a wet year and as little more than a parasol in a dry one.',
    ]),
    answer: '3',
    explanation:
      'Sentences 1, 2, 4 and 5 form one paragraph about *how* trees cool a street: 1 names the two mechanisms, 2 develops shade, 4 (“however”) qualifies evaporation, and 5 (“thus”) concludes that a thirsty tree still shades but hardly cools — the parasol. Sentence 3 is about which species city planting drives choose, a question of policy and taste that none of the other sentences takes up. The odd one out is **3**.',
    topic: OSO,
    difficulty: 'Medium',
  },
  {
    type: 'tita',
    text: oddOneOut([
      'Peer review is often described as science’s quality control, but it was never designed to catch fraud.',
      'A reviewer sees the manuscript, not the laboratory notebooks, and must largely take the reported data on trust.',
      'What review can assess is whether the conclusions follow from the data as presented and whether the methods are sound in principle.',
      'Journals that charge authors a fee to publish have multiplied, and some of them carry out little review at all.',
      'Detecting fabrication therefore falls mostly to other mechanisms: attempts at replication, audits of raw data, and whistle-blowers inside the laboratory.',
    ]),
    answer: '4',
    explanation:
      'The paragraph is about the limits of peer review with respect to fraud: 1 makes the claim, 2 gives the reason (reviewers see only the manuscript), 3 says what review can do instead, and 5 (“therefore”) concludes that fraud is caught by other means. Sentence 4 also mentions review, which makes it tempting to keep, but it is about fee-charging journals that skip review — a different problem from what review, properly done, can and cannot detect. The odd one out is **4**.',
    topic: OSO,
    difficulty: 'Medium',
  },
  {
    type: 'mcq',
    text: paraSummaryPrompt(
      'When people estimate how long a project will take, they tend to picture the steps involved and add up the time each should need. The method feels rigorous, but it builds in optimism, because the plan describes how the work goes when nothing goes wrong. Delays rarely come from the steps one imagined; they come from interruptions, revisions and illnesses that no plan lists, because nobody can foresee which of them will occur. A better forecast often comes from setting the details aside altogether and asking how long similar projects have actually taken in the past.',
    ),
    options: [
      { key: 'A', text: 'Plans fail because people are too careless to list every step of a project in enough detail.' },
      { key: 'B', text: 'Interruptions and illnesses cause most delays, so every plan should add extra time for them.' },
      {
        key: 'C',
        text: 'Estimates built by adding up imagined steps are biased towards optimism because they leave out unforeseeable disruptions; the record of comparable past projects is a better guide.',
      },
      { key: 'D', text: 'Detailed planning is pointless, and estimates should be made by intuition instead.' },
    ],
    answer: 'C',
    explanation:
      'A good summary keeps both halves of the paragraph: the diagnosis (step-by-step estimates are optimistic because unforeseeable delays never appear in them) and the remedy (look at how long similar projects actually took) — option C. Option A blames missing detail, whereas the paragraph says more detail cannot help because the delays are unforeseeable. Option B keeps the diagnosis but swaps in a remedy the paragraph never proposes. Option D replaces the past record with intuition, which the paragraph does not mention.',
    topic: PS,
    difficulty: 'Medium',
  },
  {
    type: 'mcq',
    text: paraSummaryPrompt(
      'It is often said that when a language dies, a way of seeing the world dies with it. The claim is sometimes overstated: speakers of languages that use a single word for blue and green can still tell the two colours apart, and most thoughts can be expressed, with some effort, in any language. But the loss is real even if the strong claim is false. A language carries an inventory of names for local plants, fish, winds and kinship ties, built up over centuries of attention to one place, and much of that inventory has never been written down. What disappears is less a unique way of perceiving than a store of particular knowledge that no other language happens to hold.',
    ),
    options: [
      {
        key: 'A',
        text: 'Because thought is shaped by language, each language that dies takes with it a distinct way of perceiving the world.',
      },
      {
        key: 'B',
        text: 'Even if languages do not lock their speakers into distinct perceptions, a dying language takes with it unrecorded knowledge of a place that no other language holds.',
      },
      {
        key: 'C',
        text: 'The loss of a language is exaggerated, since almost any thought can be translated into another language.',
      },
      {
        key: 'D',
        text: 'Endangered languages should be written down before they die so that their names for plants and winds survive.',
      },
    ],
    answer: 'B',
    explanation:
      'The paragraph rejects the strong claim about perception but insists the loss is real, locating it in an unwritten, place-specific vocabulary — option B keeps both moves. Option A states the very claim the paragraph calls overstated. Option C takes the concession (thoughts can be translated) as the conclusion and drops “the loss is real”. Option D prescribes documentation, which the paragraph implies might help but never argues for; a summary should not add a recommendation.',
    topic: PS,
    difficulty: 'Hard',
  },
  {
    type: 'mcq',
    text: paraSummaryPrompt(
      'Open-plan offices were sold as a way to make colleagues talk to one another: take down the walls, the reasoning went, and ideas would flow across the desks. Yet when some firms tracked how employees actually communicated after such a move, face-to-face conversation fell and email rose. Exposed to constant view, people looked for privacy in the only places left to them — behind headphones and screens. A design meant to increase interaction ended up reducing the very kind it was meant to encourage.',
    ),
    options: [
      { key: 'A', text: 'Open-plan offices save companies money on space but make their employees less productive.' },
      { key: 'B', text: 'Most employees prefer email to conversation, whatever the design of their office.' },
      { key: 'C', text: 'Headphones and screens are the main reason why conversation at work is declining.' },
      {
        key: 'D',
        text: 'Removing office walls to encourage conversation backfired: seeking privacy, employees retreated to headphones and email, and face-to-face talk fell.',
      },
    ],
    answer: 'D',
    explanation:
      'The paragraph’s point is an irony of design: walls came down to increase conversation, and the loss of privacy drove people to headphones and email, so face-to-face talk fell — option D. Option A brings in cost and productivity, which the paragraph never mentions. Option B turns a reaction to one kind of office into a general preference. Option C treats headphones and screens as the cause, when the paragraph presents them as the employees’ response to being constantly on view.',
    topic: PS,
    difficulty: 'Easy',
  },
];

export const catVarc: SeedSection = {
  name: 'VARC',
  minutes: 40,
  items: [passageQueues, passageThermometer, passageForgiveness, passageBaselines, ...verbalAbility],
};
