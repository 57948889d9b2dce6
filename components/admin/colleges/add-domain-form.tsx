'use client';

import { useActionState } from 'react';
import { TextField } from '@/components/admin/content/fields';
import { showToast } from '@/components/admin/ui/toast';
import type { ModerationState } from '@/lib/community/community-admin.actions';
import { addCollegeEmailDomain } from '@/lib/reviews/reviews-admin.actions';

/** Adds one e-mail domain; a refusal (a free mail provider, a duplicate) stays under the field with the text. */
export function AddDomainForm({ collegeId }: { collegeId: string }) {
  const [state, action, pending] = useActionState<ModerationState, FormData>(
    async (prev, formData) => {
      const next = await addCollegeEmailDomain(prev, formData);
      if (next.result?.ok) showToast(next.result.data.message);
      return next;
    },
    { result: null },
  );
  const failed = state.result && !state.result.ok ? state.result : null;
  const error = failed ? (failed.fieldErrors?.domain?.[0] ?? failed.message) : null;
  return (
    <form action={action} className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="collegeId" value={collegeId} />
      <TextField
        name="domain"
        label="Add a domain"
        hint="Such as iima.ac.in"
        error={error}
        className="min-w-56 flex-1"
        defaultValue={typeof state.values?.domain === 'string' ? state.values.domain : ''}
      />
      <button type="submit" className="btn-secondary" disabled={pending}>
        {pending ? 'Adding…' : 'Add domain'}
      </button>
    </form>
  );
}
