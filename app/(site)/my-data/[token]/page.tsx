import type { Metadata } from 'next';
import { PageIntro } from '@/components/content/page-intro';
import { OpenLinkForm } from '@/components/my-data/open-link-form';
import { RequestLinkForm } from '@/components/my-data/request-link-form';
import { LoadError } from '@/components/site/load-error';
import { myDataLinkIsLive } from '@/lib/data/my-data';
import { isDataError } from '@/lib/errors/data-error';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import { visitorClient } from '@/lib/my-data/visitor-client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Your data',
    description: 'Open the link we e-mailed you to see the data MBA Disha holds for your address.',
    path: '/my-data',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

/** Where an e-mailed link lands. Looking does not use the link up; the button does. */
export default async function MyDataLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let live: boolean;
  try {
    live = await myDataLinkIsLive(await visitorClient(), token);
  } catch (error) {
    const message = isDataError(error) ? error.message : MY_DATA_MESSAGES.loadFailed;
    return (
      <>
        <PageIntro title="Your data" />
        <div className="container-page py-10">
          <LoadError message={message} />
        </div>
      </>
    );
  }

  if (!live) {
    return (
      <>
        <PageIntro title="This link no longer works">
          <p>{MY_DATA_MESSAGES.linkEnded} Each link works once and for 30 minutes. Ask for a new one:</p>
        </PageIntro>
        <div className="container-page py-10">
          <RequestLinkForm />
        </div>
      </>
    );
  }

  return (
    <>
      <PageIntro title="Your data">
        <p>
          This link shows everything MBA Disha holds for the address it was sent to. It works once: after you open it, the page
          stays available for 30 minutes.
        </p>
      </PageIntro>
      <div className="container-page py-10">
        <OpenLinkForm token={token} />
      </div>
    </>
  );
}
