import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageIntro } from '@/components/content/page-intro';
import { MyDataView } from '@/components/my-data/my-data-view';
import { LoadError } from '@/components/site/load-error';
import { signInPathFor } from '@/lib/auth/guards';
import { getServerSession } from '@/lib/auth/session';
import { isDataError } from '@/lib/data/errors';
import { listMyData, type MyData } from '@/lib/data/my-data';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import { visitorClient } from '@/lib/my-data/visitor-client';
import { pageMetadata } from '@/lib/seo/metadata';
import { eraseAsMember, withdrawAsMember } from './actions';

export const metadata: Metadata = pageMetadata({
  title: 'Your data',
  description: 'The enquiries, newsletter subscription and consents MBA Disha holds for your account’s e-mail address.',
  path: '/profile/data',
  noIndex: true,
});

/** The same as an e-mailed link shows, for the signed-in account's own verified address. */
export default async function ProfileDataPage({ searchParams }: { searchParams: Promise<{ erased?: string }> }) {
  // proxy.ts already turns signed-out visitors away; the page checks again (it is not the only gate).
  const session = await getServerSession();
  if (!session?.claims) redirect(signInPathFor('user', '/profile/data'));
  const { erased } = await searchParams;

  let data: MyData | null = null;
  let failure: string | null = null;
  try {
    data = await listMyData(await visitorClient(), null);
  } catch (error) {
    if (isDataError(error) && error.code === 'NOT_AUTHENTICATED') failure = MY_DATA_MESSAGES.accountUnverified;
    else failure = isDataError(error) ? error.message : MY_DATA_MESSAGES.loadFailed;
  }

  return (
    <>
      <PageIntro title="Your data">
        <p>
          The enquiries, contact messages, newsletter subscription and consents we hold for your account&rsquo;s e-mail address.
          Your profile and saved items are on{' '}
          <Link href="/profile" className="link">
            your profile
          </Link>
          .
        </p>
      </PageIntro>
      <div className="container-page space-y-8 py-10">
        {erased ? (
          <p role="status" className="rounded-xl border border-success-700/30 bg-success-50 p-4 font-medium text-success-700">
            {MY_DATA_MESSAGES.erased}
          </p>
        ) : null}
        {data ? (
          <MyDataView
            data={data}
            withdrawAction={withdrawAsMember}
            eraseAction={eraseAsMember}
            downloadHref="/profile/data/download"
          />
        ) : (
          <LoadError message={failure ?? MY_DATA_MESSAGES.loadFailed} />
        )}
      </div>
    </>
  );
}
