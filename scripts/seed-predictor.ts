/**
 * Writes the predictor's cut-off lines of supabase/seeds/predictor into supabase/seed.sql, between its markers
 * (replacing what was there). Run after editing the lines: `npm run seed:predictor`. A unit test fails while
 * seed.sql is stale.
 */
import { SEED_PREDICTOR_LINES } from '../supabase/seeds/predictor/lines';
import { BEGIN_MARKER, END_MARKER, predictorSeedSql } from '../supabase/seeds/predictor/sql';
import { writeSeedSection } from './seed-section';

writeSeedSection(
  BEGIN_MARKER,
  END_MARKER,
  predictorSeedSql(SEED_PREDICTOR_LINES),
  `${SEED_PREDICTOR_LINES.length} predictor cut-off lines`,
);
