/**
 * Zod 4 compiles object parsers with `new Function` when it may, and finds out by trying once: under our CSP
 * (no 'unsafe-eval') that probe is refused and reported as a violation on every page with a form, although zod
 * then parses without it. Zod reads its global configuration from this object before any schema exists, so an
 * inline script that sets `jitless` ahead of every bundle turns the probe off, whatever order modules load in.
 * The server keeps the compiled parsers: no CSP applies there.
 */
export const ZOD_JITLESS_SCRIPT = 'var c=globalThis.__zod_globalConfig||(globalThis.__zod_globalConfig={});c.jitless=true;';
