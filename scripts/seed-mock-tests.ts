/**
 * Writes the mock tests of supabase/seeds/mock-tests into supabase/seed.sql, between its markers (replacing what
 * was there). Run after editing the content: `npm run seed:mock-tests`. A unit test fails while seed.sql is stale.
 */
import { SEED_MOCK_TESTS } from '../supabase/seeds/mock-tests';
import { BEGIN_MARKER, END_MARKER, mockTestSeedSql } from '../supabase/seeds/mock-tests/sql';
import { seedMockTestProblems } from '../supabase/seeds/mock-tests/validate';
import { writeSeedSection } from './seed-section';

const problems = SEED_MOCK_TESTS.flatMap(seedMockTestProblems);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeSeedSection(BEGIN_MARKER, END_MARKER, mockTestSeedSql(SEED_MOCK_TESTS), `${SEED_MOCK_TESTS.length} mock tests`);
