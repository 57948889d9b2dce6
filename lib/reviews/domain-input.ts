import { z } from 'zod';

/*
 * A college's e-mail domain as editors type it ('@IIMA.ac.in ' → 'iima.ac.in'). An address at the domain or at any
 * of its subdomains proves a tie. Free mail providers are refused by the database's list
 * (private.is_college_mail_domain, 20261205000100_review_ties.sql), worded by lib/data/reviews/domains.ts.
 */

const HOST = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '');
}

export const collegeDomain = z
  .string({ message: 'Enter the college’s e-mail domain, such as iima.ac.in.' })
  .transform(normalizeDomain)
  .pipe(
    z
      .string()
      .max(253, 'Enter the college’s e-mail domain, such as iima.ac.in.')
      .regex(HOST, 'Enter the college’s e-mail domain, such as iima.ac.in.'),
  );

export const collegeDomainInput = z.object({
  collegeId: z.uuid({ message: 'Choose a college.' }),
  domain: collegeDomain,
});
export type CollegeDomainInput = z.input<typeof collegeDomainInput>;
