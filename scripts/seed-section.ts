import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The generated sections of supabase/seed.sql (mock tests, the exam calendar, the predictor's cut-off lines): each
 * lives between its own begin and end markers and is rewritten whole by its script; a section not there yet is
 * appended. The unit tests compare each section with what its generator makes now.
 */

const SEED_FILE = path.join(import.meta.dirname, '..', 'supabase', 'seed.sql');

/** Replaces (or appends) the section between `begin` and `end`, which `section` must start and end with. */
export function writeSeedSection(begin: string, end: string, section: string, written: string): void {
  const seed = readFileSync(SEED_FILE, 'utf8');
  const from = seed.indexOf(begin);
  const to = seed.indexOf(end);
  if (from < 0 && to < 0) {
    writeFileSync(SEED_FILE, `${seed.trimEnd()}\n\n${section}\n`);
  } else if (from < 0 || to < from) {
    console.error(`seed.sql has a broken '${begin}' … '${end}' section.`);
    process.exit(1);
  } else {
    writeFileSync(SEED_FILE, seed.slice(0, from) + section + seed.slice(to + end.length));
  }
  console.log(`seed.sql: ${written} written.`);
}
