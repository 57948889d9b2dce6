import Link from 'next/link';
import { LogIn } from '@/components/icons/log-in';
import { signInPathFor } from '@/lib/auth/guards';
import type { MockTestDetail } from '@/lib/data/mock-tests/catalogue';
import { getMyMockTests } from '@/lib/data/mock-tests/mine';
import { BankNote } from './mock-test-card';
import { MyTestStatus } from './my-test-status';
import { StartTestButton } from './start-test-button';

/**
 * What the viewer can do with the test: sign in, start, or resume; for a test still being written, only the honest
 * note. Reads the viewer's session, so it renders per request and is never cached for anyone else.
 */
export async function TakeTestPanel({ test }: { test: MockTestDetail }) {
  if (!test.bank.complete) return <BankNote test={test} />;

  const mine = await getMyMockTests();
  if (!mine.signedIn) {
    return (
      <div className="mt-4">
        <Link href={signInPathFor('user', `/mock-tests/${test.slug}`)} className="btn-primary w-full px-6 text-base sm:w-auto">
          <LogIn className="h-5 w-5" aria-hidden="true" />
          Sign in to take this test
        </Link>
        <p className="mt-2 text-sm text-gray-600">It is free to make an account; you come back here once signed in.</p>
      </div>
    );
  }

  const open = mine.byTest.ok ? (mine.byTest.value.get(test.id)?.openAttemptId ?? null) : null;
  return (
    <div className="mt-4">
      <StartTestButton slug={test.slug} resume={open !== null} />
      <MyTestStatus testId={test.id} testTitle={test.title} showResume={false} />
    </div>
  );
}
