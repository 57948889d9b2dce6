import { z } from 'zod';

/*
 * zod pieces for back-office forms. A form posts strings (FormData), where an empty field means "not given": these
 * turn '' into null, numbers and dates into values, and lists typed one per line (or comma-separated) into arrays,
 * each with the message a person reads under the field.
 */

const text = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).trim()));

/** A field that must be filled in. */
export function requiredText(message: string, max = 500) {
  return text.pipe(
    z
      .string()
      .min(1, message)
      .max(max, `At most ${max.toLocaleString('en-IN')} characters.`),
  );
}

/** A field that may be left empty ('' → null). */
export function optionalText(max = 5000) {
  return text
    .pipe(z.string().max(max, `At most ${max.toLocaleString('en-IN')} characters.`))
    .transform((v) => (v === '' ? null : v));
}

/** A number typed by a person ('1,20,000' and '₹ 5' read as numbers); '' → null. */
export function optionalNumber(options: { message: string; min?: number; max?: number; integer?: boolean }) {
  return text.transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v.replace(/[₹,\s]/g, ''));
    const bad =
      !Number.isFinite(n) ||
      (options.integer && !Number.isInteger(n)) ||
      (options.min !== undefined && n < options.min) ||
      (options.max !== undefined && n > options.max);
    if (bad) {
      ctx.addIssue({ code: 'custom', message: options.message });
      return z.NEVER;
    }
    return n;
  });
}

/** A calendar date from <input type="date"> ('YYYY-MM-DD'); '' → null. */
export function optionalDate(message: string) {
  return text.transform((v, ctx) => {
    if (v === '') return null;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
    if (!valid || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return v;
  });
}

/** Items typed one per line or separated by commas, trimmed, empties and repeats dropped. */
export function textList(maxItems = 50, maxLength = 200) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => {
      const parts = v === undefined ? [] : Array.isArray(v) ? v : v.split(/[\n,]/);
      return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
    })
    .pipe(
      z
        .array(z.string().max(maxLength, `Each item can be at most ${maxLength} characters.`))
        .max(maxItems, `At most ${maxItems} items.`),
    );
}

/** A checkbox: 'on' (or true) when ticked, absent when not. */
export const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** An http(s) address; '' → null. */
export function optionalUrl(message: string) {
  return text.transform((v, ctx) => {
    if (v === '') return null;
    let url: URL | null = null;
    try {
      url = new URL(v);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || v.length > 2000) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return v;
  });
}
