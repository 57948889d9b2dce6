'use client';

import { ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { getAuthClient } from '@/lib/auth/auth-client';
import { hasSessionCookie } from '@/lib/supabase/session-cookie';

/**
 * Spec §1's banner for signed-in admins. The page around it is static and the same for everyone, so the
 * session is read here in the browser. The Supabase client is loaded only when a session cookie exists, and
 * after the first paint, so signed-out visitors never download it. Row-level security lets a user read only
 * their own profile.
 */
export function AdminBanner() {
  const [isAdmin, setIsAdmin] = useState(false);

  useEffect(() => {
    if (!hasSessionCookie(document.cookie)) return;
    let active = true;
    let unsubscribe = () => {};
    void Promise.all([getAuthClient(), import('@/lib/data/profiles')]).then(
      ([client, { getAccessProfile, isAdminProfile }]) => {
        if (!active) return;
        const check = async (userId: string | undefined) => {
          const profile = userId ? await getAccessProfile(client, userId) : null;
          if (active) setIsAdmin(isAdminProfile(profile));
        };
        const { data } = client.auth.onAuthStateChange((_event, session) => {
          // Supabase asks that no other client call runs inside this callback; defer the profile read.
          setTimeout(() => void check(session?.user.id), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      // No banner then; the header already tells the visitor that authentication could not start.
      () => undefined,
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  if (!isAdmin) return null;
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
