'use client';

import { useActionState } from 'react';
import { firstFieldErrors } from '@/lib/actions/result';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { INVITE_ROLES } from '@/lib/users/schemas';
import { inviteStaff, type InviteState } from '@/lib/users/users.actions';

const INPUT = 'mt-1 min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900';
const LABEL = 'block text-sm font-medium text-gray-800';

/** Invites a member of staff by e-mail: Auth sends the link, the role is set at once. */
export function InviteForm() {
  const [state, action, pending] = useActionState<InviteState, FormData>(inviteStaff, { result: null });
  const errors = firstFieldErrors(state.result);
  const values = state.values ?? {};
  const failure = state.result && !state.result.ok && !Object.keys(errors).length ? state.result.message : null;
  // A new key after each success empties the form for the next invitation; after a failure it keeps what was typed.
  const formKey = state.result?.ok ? JSON.stringify(state.result) : 'invite';

  return (
    <section aria-labelledby="invite-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="invite-heading" className="text-base font-semibold text-brand-900">
        Invite a member of staff
      </h2>
      <p className="mt-1 text-sm text-gray-600">They get an e-mail with a link to set their password and open the back-office.</p>
      <form key={formKey} action={action} noValidate className="mt-3 grid gap-3 sm:grid-cols-[2fr_2fr_1.5fr_auto] sm:items-start">
        <div>
          <label htmlFor="invite-email" className={LABEL}>
            E-mail
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={values.email ?? ''}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'invite-email-error' : undefined}
            className={INPUT}
          />
          {errors.email ? (
            <p id="invite-email-error" className="mt-1 text-sm text-danger-700">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="invite-name" className={LABEL}>
            Name
          </label>
          <input
            id="invite-name"
            name="name"
            autoComplete="off"
            required
            defaultValue={values.name ?? ''}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'invite-name-error' : undefined}
            className={INPUT}
          />
          {errors.name ? (
            <p id="invite-name-error" className="mt-1 text-sm text-danger-700">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="invite-role" className={LABEL}>
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue={values.role ?? 'counselor'}
            aria-invalid={errors.role ? true : undefined}
            className={INPUT}
          >
            {INVITE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {errors.role ? <p className="mt-1 text-sm text-danger-700">{errors.role}</p> : null}
        </div>
        <div className="sm:pt-6">
          <button type="submit" className="btn-brand w-full sm:w-auto" disabled={pending}>
            {pending ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {failure}
        </p>
      ) : null}
      {state.result?.ok ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-success-700/30 bg-success-50 px-3 py-2 text-sm text-success-700"
        >
          {state.result.data.message}
        </p>
      ) : null}
    </section>
  );
}
