'use client';

import { useRouter } from 'next/navigation';
import type { AuthMode } from '@/lib/auth/modal-store';
import { AuthForm } from './auth-form';

/** /signin's inline form: after success it returns to the remembered (already same-site-checked) path. */
export function SignInPanel({ initialMode, redirectTo }: { initialMode: AuthMode; redirectTo: string }) {
  const router = useRouter();
  return (
    <AuthForm
      initialMode={initialMode}
      surface="page"
      renderTitle={(title) => <h1 className="text-2xl font-bold text-brand-900">{title}</h1>}
      onFinished={() => {
        router.replace(redirectTo);
        router.refresh();
      }}
    />
  );
}
