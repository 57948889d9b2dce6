import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { MyDataView } from '@/components/my-data/my-data-view';
import { RequestLinkForm } from '@/components/my-data/request-link-form';
import { LoadError } from '@/components/site/load-error';
import { listMyData, type MyData } from '@/lib/data/my-data';
import { isDataError } from '@/lib/errors/data-error';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import { endMyDataSession, eraseWithLink, withdrawWithLink } from '@/lib/my-data/my-data.actions';
import { readMyDataSession } from '@/lib/my-data/session-cookie';
import { visitorClient } from '@/lib/my-data/visitor-client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Your data',
  description: 'The data MBA Disha holds for your e-mail address: see it, download it, withdraw consent or erase it.',
  path: '/my-data',
  noIndex: true,
});

function AskAgain({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageIntro title={title}>{children}</PageIntro>
      <div className="container-page space-y-4 py-10">
        <p className="text-gray-800">Ask for a link to see your data:</p>
        <RequestLinkForm />
      </div>
    </>
  );
}

/** What an opened link shows, for as long as its session lasts. */
export default async function MyDataPage({ searchParams }: { searchParams: Promise<{ erased?: string }> }) {
  const { erased } = await searchParams;
  const session = await readMyDataSession();
  if (!session) {
    return erased ? (
      <AskAgain title="Your data has been erased">
        <p>{MY_DATA_MESSAGES.erased} The link and its page have ended.</p>
      </AskAgain>
    ) : (
      <AskAgain title="Your data">
        <p>
          To see the data we hold for your e-mail address, ask for a link below: we e-mail it to that address, so only its owner
          can open it.
        </p>
      </AskAgain>
    );
  }

  let data: MyData;
  try {
    data = await listMyData(await visitorClient(), session);
  } catch (error) {
    if (isDataError(error) && error.code === 'NOT_AUTHENTICATED') {
      return (
        <AskAgain title="This page has expired">
          <p>Each link gives 30 minutes. Ask for a new one to see your data again.</p>
        </AskAgain>
      );
    }
    return (
      <>
        <PageIntro title="Your data" />
        <div className="container-page py-10">
          <LoadError message={isDataError(error) ? error.message : MY_DATA_MESSAGES.loadFailed} />
        </div>
      </>
    );
  }

  return (
    <>
      <PageIntro title="Your data">
        <p>
          What MBA Disha holds for your e-mail address. This page stays open for 30 minutes; read how we use data in our{' '}
          <Link href="/privacy" className="link">
            privacy policy
          </Link>
          .
        </p>
      </PageIntro>
      <div className="container-page space-y-10 py-10">
        <MyDataView data={data} withdrawAction={withdrawWithLink} eraseAction={eraseWithLink} downloadHref="/my-data/download" />
        <form action={endMyDataSession}>
          <button type="submit" className="btn-ghost">
            Done: close this page
          </button>
        </form>
      </div>
    </>
  );
}
