'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { getAuthClient } from '@/lib/auth/auth-client';

type Phase = 'checking' | 'ready' | 'invalid';

/**
 * Where an invitation link lands. Auth's admin invite uses the implicit flow, so the session arrives in the URL
 * fragment (#access_token=…&refresh_token=…&type=invite), which only the browser sees: it is stored as the
 * session cookie, removed from the address bar, and the new member of staff chooses a password before going on
 * to the back-office. A link that failed (#error=…) or was already used says so.
 */
export function AcceptInvite() {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('checking');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void (async () => {
      try {
        const client = await getAuthClient();
        const accessToken = fragment.get('access_token');
        const refreshToken = fragment.get('refresh_token');
        if (!fragment.get('error') && accessToken && refreshToken) {
          const { error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
          setPhase(error ? 'invalid' : 'ready');
          return;
        }
        // A reload after the fragment was consumed: the session cookie is already there.
        const { data } = await client.auth.getUser();
        setPhase(!fragment.get('error') && data.user ? 'ready' : 'invalid');
      } catch {
        setPhase('invalid');
      }
    })();
  }, []);

  if (phase === 'checking') return <LoadingScreen text="Authenticating..." fullScreen />;
  return (
    <div className="flex flex-1 justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        {phase === 'ready' ? (
          <>
            <h1 className="text-2xl font-bold text-brand-900">Welcome to MBA Disha</h1>
            <p className="mt-2 mb-5 text-sm text-gray-600">
              Choose a password for your staff account. You will use it with your e-mail address to sign in to the back-office.
            </p>
            <NewPasswordForm submitLabel="Set password and continue" onUpdated={() => router.replace('/admin')} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-brand-900">Invitation link not valid</h1>
            <p className="mt-2 text-sm text-gray-700">
              This invitation link is invalid, has expired or was already used. Ask a super admin to send a new invitation, or
              sign in if you have already set your password.
            </p>
            <p className="mt-5">
              <Link href="/admin/login" className="btn-brand">
                Go to staff sign-in
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
