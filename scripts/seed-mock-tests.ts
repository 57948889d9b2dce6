/**
 * Writes the mock tests of supabase/seeds/mock-tests into supabase/seed.sql, between its markers (replacing what
 * was there). Run after editing the content: `npm run seed:mock-tests`. A unit test fails while seed.sql is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_MOCK_TESTS } from '../supabase/seeds/mock-tests';
import { BEGIN_MARKER, END_MARKER, mockTestSeedSql } from '../supabase/seeds/mock-tests/sql';
import { seedMockTestProblems } from '../supabase/seeds/mock-tests/validate';

const SEED_FILE = path.join(import.meta.dirname, '..', 'supabase', 'seed.sql');

const problems = SEED_MOCK_TESTS.flatMap(seedMockTestProblems);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const seed = readFileSync(SEED_FILE, 'utf8');
const begin = seed.indexOf(BEGIN_MARKER);
const end = seed.indexOf(END_MARKER);
if (begin < 0 || end < begin) {
  console.error(`seed.sql has no '${BEGIN_MARKER}' … '${END_MARKER}' section to replace.`);
  process.exit(1);
}
writeFileSync(SEED_FILE, seed.slice(0, begin) + mockTestSeedSql(SEED_MOCK_TESTS) + seed.slice(end + END_MARKER.length));
console.log(`seed.sql: ${SEED_MOCK_TESTS.length} mock tests written.`);
