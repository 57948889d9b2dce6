'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { AuthDialogHost } from '@/components/auth/auth-dialog-host';
import { authNav } from '@/config/navigation';
import { useAccount } from '@/lib/auth/account-store';
import { openAuthModalInstead } from '@/lib/auth/modal-link';

// Signed-in controls load only for signed-in visitors (the dropdown library is not on anyone else's pages).
const AccountMenu = dynamic(() => import('@/components/auth/account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <span className="inline-block h-11 w-11 animate-pulse rounded-full bg-brand-100" aria-hidden="true" />,
});
const AccountLinks = dynamic(() => import('@/components/auth/account-menu').then((m) => m.AccountLinks), { ssr: false });

/**
 * The account corner of the header (spec §2). A client island reading the session in the browser, so the
 * pages around it stay static. The inline (desktop) instance also hosts the auth modal for the whole page.
 * When a stored session cannot be restored, the spec §8 reason shows beside the sign-in links.
 */
export function HeaderAuth({ layout = 'inline' }: { layout?: 'inline' | 'stacked' }) {
  const account = useAccount();
  const stacked = layout === 'stacked';
  const host = stacked ? null : <AuthDialogHost />;

  // The host keeps its place in the tree across sign-in, so the modal's success message is not unmounted.
  if (account.status === 'signedIn') {
    return (
      <>
        {host}
        {stacked ? <AccountLinks account={account} /> : <AccountMenu account={account} />}
      </>
    );
  }
  return (
    <>
      {host}
      <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
        {account.status === 'unavailable' ? (
          <p role="alert" className={stacked ? 'text-sm text-red-700' : 'max-w-48 text-xs leading-tight text-red-700'}>
            {account.message}
          </p>
        ) : null}
        <Link
          href={authNav.signIn.href}
          className={stacked ? 'btn-secondary w-full' : 'btn-ghost'}
          onClick={openAuthModalInstead('signIn')}
        >
          {authNav.signIn.label}
        </Link>
        <Link
          href={authNav.getStarted.href}
          className={stacked ? 'btn-brand w-full' : 'btn-brand'}
          onClick={openAuthModalInstead('signUp')}
        >
          {authNav.getStarted.label}
        </Link>
      </div>
    </>
  );
}
