/*
 * Text the database cannot store: PostgreSQL's text type refuses the NUL character, and a UTF-16 surrogate without
 * its partner (possible in a JavaScript string, never typed by a person) is not Unicode at all. A browser form
 * never sends either; a crafted request can, and without this check the insert fails deep in the database as an
 * unexpected error instead of being refused at the boundary like any other bad input.
 */

export const UNSTORABLE_TEXT_MESSAGE = 'This contains characters that cannot be saved. Please retype it.';

/** How deep a submitted value is searched: forms post flat strings, the deepest object input is a list in an object. */
const MAX_DEPTH = 4;

/** Whether PostgreSQL can store this text as it is. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

function hasUnstorableText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => hasUnstorableText(item, depth + 1));
}

/**
 * The fields of an action's input that hold unstorable text (an input that is not an object: [''] when it is
 * such text itself), so the refusal is shown under the field that has it.
 */
export function unstorableFields(input: unknown): string[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return hasUnstorableText(input, 0) ? [''] : [];
  return Object.entries(input)
    .filter(([, value]) => hasUnstorableText(value, 1))
    .map(([key]) => key);
}
