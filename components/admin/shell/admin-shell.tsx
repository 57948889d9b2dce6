import Link from 'next/link';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/admin/ui/toast';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ExternalLink } from '@/components/icons/external-link';
import { FragmentLinks } from '@/components/site/fragment-links';
import { LogoMark } from '@/components/site/logo';
import { OFFLINE_SECTIONS, sectionsForRole } from '@/lib/admin/sections';
import { ROLE_LABELS, type Role } from '@/lib/auth/roles';
import { AdminDrawer } from './admin-drawer';
import { AdminNav } from './admin-nav';

type Identity = { name: string; role: Role; offline?: never } | { offline: true; name?: never; role?: never };

/**
 * The back-office frame (DESIGN.md): a top bar with who is signed in, a sidebar of the sections their role may
 * open (a drawer under 768 px), and the page. Pages still guard themselves: hiding a link refuses nothing.
 * Offline (the backend unreachable, so nobody's role can be read): the sections that have sample screens.
 */
export function AdminShell({ children, ...identity }: Identity & { children: ReactNode }) {
  const sections = identity.offline ? OFFLINE_SECTIONS : sectionsForRole(identity.role);
  const name = identity.offline ? 'Staff' : identity.name;
  const roleLabel = identity.offline ? 'Offline: database unreachable' : ROLE_LABELS[identity.role];
  return (
    <div className="flex flex-1 flex-col">
      <header className="sticky top-0 z-30 bg-brand-900 text-white">
        <div className="flex h-14 items-center gap-2 px-2 sm:px-4">
          <AdminDrawer sections={sections} name={name} roleLabel={roleLabel} />
          <Link href="/admin" className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-1 font-semibold">
            <LogoMark className="h-7 w-7" />
            <span>
              <span className="hidden sm:inline">MBA Disha </span>Admin
            </span>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            <p className="min-w-0 px-2 text-right leading-tight" data-testid="admin-identity">
              <span className="block truncate text-sm font-medium">{name}</span>
              <span className="block truncate text-xs text-brand-100">{roleLabel}</span>
            </p>
            <Link
              href="/"
              className="hidden min-h-11 items-center gap-1 rounded-md px-2 text-sm text-brand-100 hover:text-white sm:inline-flex"
            >
              View site <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </Link>
            <SignOutButton className="hidden min-h-11 items-center gap-1 rounded-md px-2 text-sm text-brand-100 hover:text-white disabled:opacity-60 sm:inline-flex" />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-gray-200 bg-white md:block">
          <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto p-3">
            <AdminNav sections={sections} label="Admin sections" />
          </div>
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
      {/* The lists' pagers are HTML fragments (components/ui/pagination.tsx), as on the public site. */}
      <FragmentLinks />
      <Toaster />
    </div>
  );
}
