import { z } from 'zod';
import { CheckValues } from '@/lib/database.types';
import { emailField } from '@/lib/validation/email-phone';

/*
 * How a member proves a tie to a college (supabase/migrations/20261205000100_review_ties.sql): a link to an address
 * at one of the college's e-mail domains, or an ID card or offer letter a review moderator checks. The rules of
 * the private documents bucket are checked before a byte is sent, so people read a clear message instead of
 * Storage's error; the bucket enforces the same limits again, and these must never be looser than its.
 */

/** Student or alumnus: what a tie says (also a document's claimed and verified kind, the same list). */
export const TIE_KINDS = CheckValues.public.review_ties.kind;
export type TieKind = (typeof TIE_KINDS)[number];

export const TIE_METHODS = CheckValues.public.review_ties.method;
export type TieMethod = (typeof TIE_METHODS)[number];

export const DOCUMENT_KINDS = CheckValues.public.review_document_checks.document_kind;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** "Verified student", "Verified alumnus": the badge a published review carries. */
export const TIE_BADGES: Record<TieKind, string> = { student: 'Verified student', alumnus: 'Verified alumnus' };
export const TIE_METHOD_LABELS: Record<TieMethod, string> = { email_domain: 'college e-mail', document: 'document' };
export type DocumentCheckStatus = (typeof CheckValues.public.review_document_checks.status)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = { id_card: 'College ID card', offer_letter: 'Offer letter' };

/** Where the e-mailed link leads, with the token after it ('/reviews/verify/<token>'). */
export const VERIFY_LINK_PATH = '/reviews/verify/';

export const REVIEW_DOCUMENTS_BUCKET = 'review-documents';

export const DOCUMENT_RULES = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  maxBytes: 5 * 1024 * 1024,
} as const;

const EXTENSIONS: Record<(typeof DOCUMENT_RULES.types)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export const DOCUMENT_MESSAGES = {
  noFile: 'Choose a photo or PDF of your ID card or offer letter.',
  empty: 'This file is empty. Choose another.',
  type: 'Choose a JPEG, PNG or WebP photo, or a PDF.',
  size: 'This file is larger than 5 MB. Choose a smaller photo or PDF.',
} as const;

/** The parts of a File the checks read, so they run without a browser. */
export interface DocumentFacts {
  type: string;
  size: number;
}

/** Why this file may not be sent for a check, or null when it may. */
export function documentProblem(file: DocumentFacts | null | undefined): string | null {
  if (!file) return DOCUMENT_MESSAGES.noFile;
  if (!(DOCUMENT_RULES.types as readonly string[]).includes(file.type.toLowerCase())) return DOCUMENT_MESSAGES.type;
  if (file.size <= 0) return DOCUMENT_MESSAGES.empty;
  if (file.size > DOCUMENT_RULES.maxBytes) return DOCUMENT_MESSAGES.size;
  return null;
}

/**
 * Where a document is stored: '<user id>/<random>.pdf', the folder the bucket's policies give its uploader. The
 * file's own name is not kept: it often is the person's name.
 */
export function documentObjectPath(userId: string, type: string, random: string): string {
  const extension = EXTENSIONS[type.toLowerCase() as keyof typeof EXTENSIONS] ?? 'bin';
  return `${userId}/${random}.${extension}`;
}

const kind = z.enum(TIE_KINDS, { message: 'Choose whether you study or studied there.' });
const collegeId = z.uuid({ message: 'Choose a college.' });

export const emailLinkInput = z.object({ collegeId, kind, email: emailField() });
export type EmailLinkInput = z.input<typeof emailLinkInput>;
export type EmailLinkValues = z.output<typeof emailLinkInput>;

/** The token of the e-mailed link: 32 random bytes in base64url. */
export const verifyTokenInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid. Open the link from the e-mail again.'),
});

export const documentCheckInput = z.object({
  collegeId,
  kind,
  documentKind: z.enum(DOCUMENT_KINDS, { message: 'Choose what the document is.' }),
});
export type DocumentCheckInput = z.input<typeof documentCheckInput>;
export type DocumentCheckValues = z.output<typeof documentCheckInput>;
