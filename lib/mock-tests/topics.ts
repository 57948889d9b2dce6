/**
 * The topics mock-test questions are tagged with. A closed list, so that accuracy by topic adds up across tests
 * and each weak topic can point to posts and videos about it (the search words).
 */
export const MOCK_TEST_TOPICS = {
  'Reading comprehension': { section: 'Verbal', search: 'reading comprehension' },
  'Para jumbles': { section: 'Verbal', search: 'para jumbles' },
  'Para summary': { section: 'Verbal', search: 'para summary' },
  'Odd sentence out': { section: 'Verbal', search: 'odd sentence' },
  'Grammar and usage': { section: 'Verbal', search: 'grammar' },
  Vocabulary: { section: 'Verbal', search: 'vocabulary' },
  'Critical reasoning': { section: 'Verbal', search: 'critical reasoning' },
  'Decision making': { section: 'Decision making', search: 'decision making' },
  'Data interpretation': { section: 'DILR', search: 'data interpretation' },
  'Logical reasoning': { section: 'DILR', search: 'logical reasoning' },
  Arrangements: { section: 'DILR', search: 'arrangement' },
  'Games and tournaments': { section: 'DILR', search: 'tournament' },
  'Data sufficiency': { section: 'DILR', search: 'data sufficiency' },
  Arithmetic: { section: 'Quant', search: 'arithmetic' },
  'Percentages and profit': { section: 'Quant', search: 'percentage' },
  'Time, speed and work': { section: 'Quant', search: 'time speed' },
  'Ratio and mixtures': { section: 'Quant', search: 'ratio' },
  Algebra: { section: 'Quant', search: 'algebra' },
  'Number system': { section: 'Quant', search: 'number system' },
  Geometry: { section: 'Quant', search: 'geometry' },
  'Modern maths': { section: 'Quant', search: 'probability' },
  'General knowledge': { section: 'General awareness', search: 'general knowledge' },
} as const satisfies Record<string, { section: string; search: string }>;

export type MockTestTopic = keyof typeof MOCK_TEST_TOPICS;

export const MOCK_TEST_TOPIC_NAMES = Object.keys(MOCK_TEST_TOPICS) as MockTestTopic[];

export function isMockTestTopic(value: string): value is MockTestTopic {
  return Object.hasOwn(MOCK_TEST_TOPICS, value);
}
