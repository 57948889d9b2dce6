/**
 * Writes the predictor's cut-off lines of supabase/seeds/predictor into supabase/seed.sql, between its markers
 * (replacing what was there). Run after editing the lines: `npm run seed:predictor`. A unit test fails while
 * seed.sql is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_PREDICTOR_LINES } from '../supabase/seeds/predictor/lines';
import { BEGIN_MARKER, END_MARKER, predictorSeedSql } from '../supabase/seeds/predictor/sql';

const SEED_FILE = path.join(import.meta.dirname, '..', 'supabase', 'seed.sql');

const seed = readFileSync(SEED_FILE, 'utf8');
const begin = seed.indexOf(BEGIN_MARKER);
const end = seed.indexOf(END_MARKER);
if (begin < 0 || end < begin) {
  console.error(`seed.sql has no '${BEGIN_MARKER}' … '${END_MARKER}' section to replace.`);
  process.exit(1);
}
writeFileSync(SEED_FILE, seed.slice(0, begin) + predictorSeedSql(SEED_PREDICTOR_LINES) + seed.slice(end + END_MARKER.length));
console.log(`seed.sql: ${SEED_PREDICTOR_LINES.length} predictor cut-off lines written.`);
