/*
 * JSON bodies are parsed through here, on every service. V8's JSON.parse copes with any depth, but what comes after
 * does not: JSON.stringify (to hand the value to Postgres) and Postgres's own json/jsonb parser recurse, and a body
 * nested some 20,000 deep overflows their stacks, which the caller saw as a 500. No real payload nests anywhere near
 * MAX_JSON_DEPTH, so deeper bodies are refused as invalid before they are parsed.
 */

/** The deepest nesting of arrays and objects a JSON body may have; far below what Postgres (some 10,000) can take. */
export const MAX_JSON_DEPTH = 100;

/**
 * Whether `text` opens more than `max` arrays or objects inside one another. One pass over the characters, counting
 * brackets outside strings: O(n) time, constant memory, no recursion, so the check itself cannot be overflowed. On
 * text that is not JSON the count may be off, but JSON.parse refuses such text anyway.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; tooDeep: boolean; message: string };

/** JSON.parse, refusing over-deep text first; each service words the failure in its own error shape. */
export function parseJsonBounded(text: string, max = MAX_JSON_DEPTH): JsonParseResult {
  if (exceedsJsonDepth(text, max)) return { ok: false, tooDeep: true, message: `JSON nested deeper than ${max} levels` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, tooDeep: false, message: e instanceof Error ? e.message : String(e) };
  }
}
