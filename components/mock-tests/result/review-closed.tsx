import Link from 'next/link';

/**
 * In place of the solutions while the member takes the same test again: the database keeps them closed until that
 * attempt is submitted or its time runs out, so the answers cannot be looked up during it.
 */
export function ReviewClosed({ retakeId }: { retakeId: string }) {
  return (
    <section
      aria-labelledby="review-closed-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
      data-testid="review-closed"
    >
      <h2 id="review-closed-heading" className="text-xl font-semibold text-brand-900">
        Solutions closed while you retake this test
      </h2>
      <p className="mt-2 text-gray-700">
        You have an attempt at this test in progress. The answers, explanations and question-by-question review of your earlier
        attempts open again once you submit it or its time runs out.
      </p>
      <Link href={`/mock-tests/attempts/${retakeId}`} className="mt-4 btn-primary inline-flex">
        Back to the test
      </Link>
    </section>
  );
}
