import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NO_REWARD } from '@/components/reviews/college-reviews';
import { OwnReview } from '@/components/reviews/own-review';
import { ReviewForm } from '@/components/reviews/review-form';
import { DocumentForm, EmailLinkForm } from '@/components/reviews/tie-forms';
import { WithdrawDocument } from '@/components/reviews/withdraw-document';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { signInPathFor } from '@/lib/auth/guards';
import { getCollegeBySlug } from '@/lib/data/colleges';
import { listMyDocumentChecks } from '@/lib/data/reviews/documents';
import { listCollegeDomains } from '@/lib/data/reviews/domains';
import { listMyReviews } from '@/lib/data/reviews/reviews';
import { myTieTo } from '@/lib/data/reviews/verifications';
import { verifiedLine } from '@/lib/reviews/display';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { latestBatch } from '@/lib/reviews/review-input';
import { isSlug } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = pageMetadata({
  title: 'Write a verified review',
  description: 'Verify your tie to the college and review it: placements, faculty, return on investment, campus life, value.',
  path: '/colleges',
  noIndex: true,
});

const CARD = 'rounded-xl border border-gray-200 bg-white p-4 sm:p-6';

/** The member's side of a college's reviews: sign in, prove a tie, then write, edit or delete their review. */
export default async function CollegeReviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const college = isSlug(slug) ? await getCollegeBySlug(slug) : null;
  if (!college) notFound();
  const path = `/colleges/${college.slug}/review`;
  const name = college.short_name ?? college.name;
  const session = await getServerSession();
  const userId = session?.claims?.sub ?? null;
  const header = (
    <>
      <BreadcrumbTrail
        items={[
          { name: 'Home', path: '/' },
          { name: 'Colleges', path: '/colleges' },
          { name, path: `/colleges/${college.slug}` },
          { name: 'Write a review', path },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900">Review {name}</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        Only students and alumni who prove their tie to the college review it, and a moderator reads every review before it is
        published. {NO_REWARD}
      </p>
    </>
  );
  if (!session || !userId) {
    return (
      <div className="container-page py-8 sm:py-12">
        {header}
        <div className={`mt-8 max-w-3xl ${CARD}`}>
          <p className="text-base text-gray-900">Sign in to verify your tie to {name} and write a review.</p>
          <Link href={signInPathFor('user', path)} className="mt-4 btn-primary">
            Sign in to write a review
          </Link>
        </div>
      </div>
    );
  }
  const client = session.client;
  const [tie, reviews, checks, domains] = await Promise.all([
    myTieTo(client, userId, college.id),
    listMyReviews(client, userId, college.id),
    listMyDocumentChecks(client, userId),
    listCollegeDomains(client, college.id),
  ]);
  const programmes = college.programs.map((p) => ({ id: p.id, name: p.name }));
  const reviewed = new Set(reviews.map((r) => r.programId));
  const open = programmes.filter((p) => !reviewed.has(p.id));
  const mine = checks.filter((c) => c.collegeId === college.id);
  const waiting = mine.find((c) => c.status === 'pending');
  const refused = mine.find((c) => c.status === 'refused');
  const latest = latestBatch();

  return (
    <div className="container-page py-8 sm:py-12">
      {header}
      <div className="mt-8 max-w-3xl space-y-6">
        {tie ? (
          <>
            <p className="rounded-lg bg-success-50 p-3 text-sm font-semibold text-success-700">
              {verifiedLine(tie.kind, tie.method, tie.verifiedAt)}
            </p>
            {reviews.map((r) => (
              <OwnReview
                key={r.id}
                collegeId={college.id}
                programme={r.programme}
                status={r.status}
                moderationNote={r.moderationNote}
                programmes={programmes}
                latestBatch={latest}
                draft={{ reviewId: r.id, programId: r.programId, batch: r.batch, body: r.body, ratings: r.ratings }}
              />
            ))}
            <section aria-labelledby="write-heading" className={CARD}>
              <h2 id="write-heading" className="text-xl font-bold text-brand-900">
                {reviews.length ? 'Review another programme' : 'Write your review'}
              </h2>
              <div className="mt-4">
                {open.length ? (
                  <ReviewForm collegeId={college.id} programmes={open} latestBatch={latest} />
                ) : (
                  <p className="text-sm text-gray-700">{REVIEW_MESSAGES.alreadyReviewed}</p>
                )}
              </div>
            </section>
          </>
        ) : (
          <>
            {waiting ? (
              <div role="status" className="rounded-lg bg-warning-50 p-3 text-sm text-warning-700">
                <p>
                  Your document is waiting for a moderator. We will record your tie once they have checked it, then delete the
                  file. Sent the wrong file? Withdraw it and send another.
                </p>
                <WithdrawDocument checkId={waiting.id} />
              </div>
            ) : refused ? (
              <p className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
                A moderator could not verify your last document: {refused.refusalReason ?? 'no reason given'}. The file is
                deleted; you can send another.
              </p>
            ) : null}
            <section aria-labelledby="email-heading" className={CARD}>
              <h2 id="email-heading" className="text-xl font-bold text-brand-900">
                Verify with your college e-mail
              </h2>
              <div className="mt-4">
                <EmailLinkForm collegeId={college.id} domains={domains.map((d) => d.domain)} />
              </div>
            </section>
            {waiting ? null : (
              <section aria-labelledby="document-heading" className={CARD}>
                <h2 id="document-heading" className="text-xl font-bold text-brand-900">
                  Or send your ID card or offer letter
                </h2>
                <div className="mt-4">
                  <DocumentForm collegeId={college.id} />
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
