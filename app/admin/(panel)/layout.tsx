import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/site/logo';
import { requireAdmin } from '@/lib/auth/admin';
import { ROLE_LABELS } from '@/lib/auth/roles';

export default async function AdminPanelLayout({ children }: { children: ReactNode }) {
  const { claims, profile } = await requireAdmin();
  const email = typeof claims.email === 'string' ? claims.email : null;

  return (
    <>
      <header className="border-b border-brand-900 bg-brand-900 text-white">
        <div className="flex h-14 items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/admin" className="inline-flex min-h-11 items-center gap-2 font-semibold">
            <LogoMark className="h-7 w-7" />
            <span>MBA Disha Admin</span>
          </Link>
          <div className="flex items-center gap-4 text-sm">
            <span className="hidden text-brand-100 sm:inline">
              {email}
              {profile.role ? ` · ${ROLE_LABELS[profile.role]}` : null}
            </span>
            <Link href="/" className="inline-flex min-h-11 items-center gap-1 text-brand-100 hover:text-white">
              View site <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-8 focus:outline-none sm:px-6">
        {children}
      </main>
    </>
  );
}
