'use client';

import { useState } from 'react';
import { LogOut } from '@/components/icons/log-out';
import { signOut } from '@/lib/auth/sign-out';

/** Spec §4 sign-out (local first, then the server, then the home page) as a plain button, for the back-office. */
export function SignOutButton({ className }: { className: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
