import Link from 'next/link';
import { ShieldCheck } from '@/components/icons/shield-check';
import { getViewerAccess } from '@/lib/auth/admin';
import { isAdminProfile } from '@/lib/data/profiles';

/**
 * Spec §1's banner for signed-in admins. Every page renders per request (its CSP nonce), so the session is read
 * on the server: no client code for it on the home page, and row-level security lets a user read only their own
 * profile. Signing in through the dialog refreshes the page, which brings the banner.
 */
export async function AdminBanner() {
  const { profile } = await getViewerAccess();
  if (!isAdminProfile(profile)) return null;
  return (
    <div role="status" className="border-b border-brand-200 bg-brand-50">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
        <p className="flex items-center gap-2 font-medium text-brand-900">
          <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden="true" />
          You have admin access.
        </p>
        <Link href="/admin" className="btn-brand min-h-9 px-3">
          Go to Admin Dashboard
        </Link>
      </div>
    </div>
  );
}
