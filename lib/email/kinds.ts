/*
 * What each kind of e-mail the site writes is, for its template, for staff (/admin/email) and for the rules of
 * delivery. "optional" mail is mail a person may stop (newsletter, reminders, reply notices): it carries
 * List-Unsubscribe and is never sent to a suppressed address. Everything else was asked for, or is staff's work,
 * and always goes.
 */
export interface EmailKind {
  label: string;
  optional: boolean;
  /** The body is markdown written by staff (newsletter), not the plain text the database writes. */
  markdown: boolean;
  /** Why the person gets it, for the footer; null where the body already says so. */
  reason: string | null;
}

export const EMAIL_KINDS = {
  lead_assigned: {
    label: 'Lead alert',
    optional: false,
    markdown: false,
    reason: 'You get this because MBA Disha assigns you leads as a counsellor.',
  },
  my_data: {
    label: 'My-data link',
    optional: false,
    markdown: false,
    reason: 'You get this because someone asked MBA Disha for the data it holds for this address (DPDP Act, 2023).',
  },
  review_verification: {
    label: 'Review verification link',
    optional: false,
    markdown: false,
    reason: 'You get this because someone asked MBA Disha to verify that this college address is theirs, to review the college.',
  },
  community_reply: {
    label: 'Community reply',
    optional: true,
    markdown: false,
    reason: 'You get this because you started this discussion on the MBA Disha community.',
  },
  exam_reminder: { label: 'Exam reminder', optional: true, markdown: false, reason: null },
  application_reminder: { label: 'Application reminder', optional: true, markdown: false, reason: null },
  newsletter: {
    label: 'Newsletter',
    optional: true,
    markdown: true,
    reason: 'You get this because you subscribed to the MBA Disha newsletter.',
  },
  newsletter_test: {
    label: 'Newsletter test',
    optional: false,
    markdown: true,
    reason: 'This is a test copy you asked for at /admin/newsletter; subscribers get it only when the campaign is sent.',
  },
} as const satisfies Record<string, EmailKind>;

export type EmailKindName = keyof typeof EMAIL_KINDS;

const UNKNOWN: EmailKind = { label: 'E-mail', optional: false, markdown: false, reason: null };

export function emailKind(kind: string): EmailKind {
  return Object.hasOwn(EMAIL_KINDS, kind) ? EMAIL_KINDS[kind as EmailKindName] : { ...UNKNOWN, label: kind };
}
