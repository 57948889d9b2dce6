import { describe, expect, it } from 'vitest';
import { collegeDomain } from '@/lib/reviews/domain-input';
import { documentDecisionInput, reviewDecisionInput } from '@/lib/reviews/moderation-input';
import { characterCount, latestBatch, REVIEW_LIMITS, reviewInput, reviewReportInput } from '@/lib/reviews/review-input';
import {
  DOCUMENT_RULES,
  documentObjectPath,
  documentProblem,
  emailLinkInput,
  verifyTokenInput,
} from '@/lib/reviews/verification-input';

// The rules people are told about when they review a college, prove a tie or moderate (lib/reviews); the database
// holds the same (supabase/migrations/20261205000*.sql, tests/integration/reviews-*.test.ts).

const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const BODY = 'a'.repeat(REVIEW_LIMITS.bodyMin);
const review = (over: Record<string, unknown> = {}) => ({
  collegeId: ID,
  programId: ID,
  batch: '2025',
  ratings: { placements: 4, faculty: 5, roi: 3, campus_life: 4, value: '4' },
  body: BODY,
  ...over,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('a review', () => {
  it('takes five whole ratings from 1 to 5, a graduation year and 200 to 5,000 characters', () => {
    const parsed = reviewInput.parse(review());
    expect(parsed.ratings).toEqual({ placements: 4, faculty: 5, roi: 3, campus_life: 4, value: 4 });
    expect(messages(reviewInput.safeParse(review({ ratings: { placements: 6, faculty: 0, roi: 2.5, campus_life: 4 } })))).toEqual(
      [
        'Rate placements from 1 to 5.',
        'Rate faculty from 1 to 5.',
        'Rate return on investment from 1 to 5.',
        'Rate value for money from 1 to 5.',
      ],
    );
  });

  it('counts characters as the database does, so an emoji is one, and trims the text first', () => {
    expect(characterCount('😀')).toBe(1);
    expect(reviewInput.safeParse(review({ body: `  ${'😀'.repeat(199)}  ` })).success).toBe(false);
    expect(reviewInput.safeParse(review({ body: '😀'.repeat(200) })).success).toBe(true);
    expect(messages(reviewInput.safeParse(review({ body: 'Great college.' })))).toEqual([
      'Write at least 200 characters: what would you tell someone choosing this college?',
    ]);
    expect(messages(reviewInput.safeParse(review({ body: 'a'.repeat(5001) })))).toEqual([
      'Keep your review to 5,000 characters or fewer.',
    ]);
  });

  it('takes the batch as a graduation year from 1950 to five years ahead, and nothing like "2024–26"', () => {
    const latest = latestBatch(new Date('2026-12-31T20:00:00Z'));
    expect(latest).toBe(2032); // already 1 January 2027 in India
    for (const batch of ['1950', '2026', String(latestBatch())])
      expect(reviewInput.safeParse(review({ batch })).success, batch).toBe(true);
    for (const batch of ['1949', String(latestBatch() + 1), '2024–26', '24', 'class of 2025']) {
      expect(reviewInput.safeParse(review({ batch })).success, batch).toBe(false);
    }
  });

  it('is reported with a reason from the list and an optional note', () => {
    expect(reviewReportInput.parse({ reviewId: ID, reason: 'fake', note: '  ' })).toEqual({
      reviewId: ID,
      reason: 'fake',
      note: null,
    });
    expect(reviewReportInput.safeParse({ reviewId: ID, reason: 'boring' }).success).toBe(false);
  });
});

describe('proving a tie', () => {
  it('takes a normalised address and student or alumnus', () => {
    expect(emailLinkInput.parse({ collegeId: ID, kind: 'alumnus', email: ' Asha@IIMA.ac.in ' })).toMatchObject({
      email: 'asha@iima.ac.in',
    });
    expect(emailLinkInput.safeParse({ collegeId: ID, kind: 'faculty', email: 'a@iima.ac.in' }).success).toBe(false);
    expect(verifyTokenInput.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(verifyTokenInput.safeParse({ token: 'A'.repeat(42) }).success).toBe(false);
  });

  it('takes a photo or PDF up to 5 MB, stored in the member’s folder without its name', () => {
    expect(documentProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentProblem({ type: 'IMAGE/JPEG', size: DOCUMENT_RULES.maxBytes })).toBeNull();
    expect(documentProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a JPEG, PNG or WebP photo, or a PDF.');
    expect(documentProblem({ type: 'image/png', size: 0 })).toBe('This file is empty. Choose another.');
    expect(documentProblem({ type: 'image/png', size: DOCUMENT_RULES.maxBytes + 1 })).toMatch(/larger than 5 MB/);
    expect(documentProblem(null)).toMatch(/Choose a photo or PDF/);
    expect(documentObjectPath(ID, 'application/pdf', 'r4nd0m')).toBe(`${ID}/r4nd0m.pdf`);
  });

  it("normalises a college's domain as editors type it", () => {
    expect(collegeDomain.parse(' @IIMA.ac.in. ')).toBe('iima.ac.in');
    for (const bad of ['iima', 'iima .ac.in', 'https://iima.ac.in', '*.iima.ac.in', '']) {
      expect(collegeDomain.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('moderating', () => {
  it('needs a reason to refuse or hide a review, none to approve or restore it', () => {
    expect(reviewDecisionInput.safeParse({ decision: 'approve', reviewId: ID }).success).toBe(true);
    expect(reviewDecisionInput.safeParse({ decision: 'restore', reviewId: ID }).success).toBe(true);
    expect(messages(reviewDecisionInput.safeParse({ decision: 'refuse', reviewId: ID, reason: ' ' }))).toEqual([
      'Please give a reason.',
    ]);
    expect(reviewDecisionInput.safeParse({ decision: 'hide', reviewId: ID, reason: 'Names a classmate' }).success).toBe(true);
    expect(reviewDecisionInput.safeParse({ decision: 'publish', reviewId: ID }).success).toBe(false);
  });

  it('verifies a document as a student or alumnus, or refuses it with a reason', () => {
    expect(documentDecisionInput.safeParse({ decision: 'alumnus', checkId: ID }).success).toBe(true);
    expect(documentDecisionInput.safeParse({ decision: 'refused', checkId: ID }).success).toBe(false);
    expect(documentDecisionInput.safeParse({ decision: 'refused', checkId: ID, reason: 'Blurred photo' }).success).toBe(true);
  });
});
