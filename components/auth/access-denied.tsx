import Link from 'next/link';
import { ShieldAlert } from '@/components/icons/shield-alert';
import { roleLabels, type Role } from '@/lib/auth/roles';

/** Spec §6's refusal for a signed-in user whose role a page does not admit; it names the roles that would. */
export function AccessDenied({ roles, homeHref = '/admin' }: { roles: readonly Role[]; homeHref?: string }) {
  const labels = roleLabels(roles);
  return (
    <section aria-labelledby="access-denied-heading" className="mx-auto max-w-lg py-12 text-center">
      <ShieldAlert className="mx-auto h-10 w-10 text-danger-700" aria-hidden="true" />
      <h1 id="access-denied-heading" className="mt-4 text-2xl font-bold text-brand-900">
        Access Denied
      </h1>
      {/* Spec §6 words it as one line, 'Access Denied — You don't have permission…'; read as one by text too. */}
      <span className="sr-only"> — </span>
      <p className="mt-2 text-gray-700">You don&apos;t have permission to access this page.</p>
      {labels.length > 0 ? (
        <div className="mt-4 text-sm text-gray-700">
          <p>{labels.length === 1 ? 'Required role:' : 'Required roles (any one):'}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label="Required roles">
            {labels.map((label) => (
              <li key={label} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
                {label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-6">
        <Link href={homeHref} className="link">
          {homeHref === '/admin' ? 'Back to the dashboard' : 'Back to the home page'}
        </Link>
      </p>
    </section>
  );
}
