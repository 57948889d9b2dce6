import Link from 'next/link';
import { SignOutButton } from './sign-out-button';

/** /admin/login's answer to a signed-in account without an admin profile: what it means and the two ways on. */
export function NoStaffAccess({ email }: { email: string }) {
  return (
    <div role="alert" className="mt-6 rounded-lg border border-warning-700/30 bg-warning-50 p-4 text-sm text-warning-700">
      <p className="font-semibold">This account has no staff access.</p>
      <p className="mt-1 [overflow-wrap:anywhere]">
        {email ? `You are signed in as ${email}, but` : 'You are signed in, but'} the back-office is only for MBA Disha staff.
        Sign out to use a staff account, or go back to the site.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SignOutButton className="btn-secondary" />
        <Link href="/" className="btn-ghost">
          Go to the site
        </Link>
      </div>
    </div>
  );
}
