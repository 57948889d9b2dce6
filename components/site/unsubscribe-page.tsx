import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/content/page-intro';
import type { UnsubscribeFormState } from '@/lib/email/unsubscribe.handlers';
import { UnsubscribeButton } from './unsubscribe-button';

type PageLink = { href: string; label: string };

/**
 * The page an e-mail's unsubscribe link opens: what the button will stop, and the button (nothing changes until
 * it is pressed). A token of the wrong shape gets "This link does not work" and what to do instead.
 */
export function UnsubscribePage({
  token,
  valid,
  title,
  children,
  action,
  label,
  pendingLabel,
  invalidText,
  invalidLink,
}: {
  token: string;
  valid: boolean;
  title: string;
  /** What the button will stop, and what stays. */
  children: ReactNode;
  action: (previous: UnsubscribeFormState, formData: FormData) => Promise<UnsubscribeFormState>;
  label: string;
  pendingLabel: string;
  invalidText: string;
  invalidLink: PageLink;
}) {
  if (!valid) {
    return (
      <>
        <PageIntro title="This link does not work">
          <p>{invalidText}</p>
        </PageIntro>
        <div className="container-page py-10">
          <p className="text-base text-gray-700">
            Open the link from the e-mail again, or copy all of it into the address bar.{' '}
            <Link href={invalidLink.href} className="link">
              {invalidLink.label}
            </Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageIntro title={title}>{children}</PageIntro>
      <div className="container-page py-10">
        <UnsubscribeButton action={action} token={token} label={label} pendingLabel={pendingLabel} />
      </div>
    </>
  );
}
