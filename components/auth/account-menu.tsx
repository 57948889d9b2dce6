'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { LayoutDashboard } from '@/components/icons/layout-dashboard';
import { LogOut } from '@/components/icons/log-out';
import { Settings } from '@/components/icons/settings';
import { User } from '@/components/icons/user';
import { AccountPhoto } from '@/components/profile/account-photo';
import { panelEntryFor } from '@/lib/admin/sections';
import type { AccountState } from '@/lib/auth/account-store';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { signOut } from '@/lib/auth/sign-out';

type SignedIn = Extract<AccountState, { status: 'signedIn' }>;

export function accountSummary({ user, profile }: SignedIn) {
  const name = profile?.name || user.email.split('@')[0] || 'User';
  return {
    name,
    email: profile?.email || user.email,
    role: ROLE_LABELS[profile?.role ?? 'member'],
    initial: name.charAt(0).toUpperCase(),
    photo: profile?.avatar_url?.trim() || null,
    isAdmin: profile?.is_admin === true,
    panelHref: panelEntryFor(profile?.role ?? null),
  };
}

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-gray-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** Signed in, desktop: the avatar with the initial opening the account dropdown (spec §2). */
export function AccountMenu({ account }: { account: SignedIn }) {
  const summary = accountSummary(account);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-11 w-11 items-center justify-center overflow-hidden rounded-full bg-brand-800 text-base font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        aria-label={`Account menu for ${summary.name}`}
        data-testid="account-avatar"
      >
        {summary.photo ? <AccountPhoto photo={summary.photo} initial={summary.initial} className="h-11 w-11" /> : summary.initial}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-gray-200 bg-white p-2 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate font-semibold text-gray-900">{summary.name}</p>
            <p className="truncate text-sm text-gray-600">{summary.email}</p>
            <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {summary.role}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <User className="h-4 w-4" aria-hidden="true" /> My Profile
            </Link>
          </DropdownMenu.Item>
          {summary.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/admin">
                <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {summary.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={summary.panelHref}>
                <Settings className="h-4 w-4" aria-hidden="true" /> Admin Panel
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Signed in, inside the mobile menu: the same facts and actions as a plain list. */
export function AccountLinks({ account }: { account: SignedIn }) {
  const summary = accountSummary(account);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <AccountPhoto photo={summary.photo} initial={summary.initial} className="h-10 w-10 shrink-0 rounded-full" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-gray-900">{summary.name}</p>
          <p className="truncate text-sm text-gray-600">
            {summary.email} · {summary.role}
          </p>
        </div>
      </div>
      <Link href="/profile" className="btn-secondary w-full">
        My Profile
      </Link>
      {summary.isAdmin ? (
        <>
          <Link href="/admin" className="btn-secondary w-full">
            Admin Dashboard
          </Link>
          <Link href={summary.panelHref} className="btn-secondary w-full">
            Admin Panel
          </Link>
        </>
      ) : null}
      <button type="button" className="btn-ghost w-full" onClick={() => void signOut()}>
        Sign Out
      </button>
    </div>
  );
}
