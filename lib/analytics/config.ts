import 'server-only';
import { z } from 'zod';

/** The variable's name, held in a constant so that Next.js cannot inline its build-time value (see below). */
const GA_ID_VARIABLE = 'NEXT_PUBLIC_GA_ID';

/** A GA4 measurement ID. Anything else is ignored: the value is written into a script and a URL. */
const measurementId = z.string().regex(/^G-[A-Z0-9]{4,20}$/);

/**
 * The Google Analytics 4 measurement ID, or null when none is configured: then the site loads no third-party
 * script at all. Read from the server's environment on every request rather than inlined at build time (a
 * literal `process.env.NEXT_PUBLIC_…` would be), so one build can run with or without analytics.
 */
export function analyticsId(): string | null {
  const parsed = measurementId.safeParse(process.env[GA_ID_VARIABLE]?.trim());
  return parsed.success ? parsed.data : null;
}
