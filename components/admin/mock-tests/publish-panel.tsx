'use client';

import { useActionState } from 'react';
import { FormMessage } from '@/components/admin/content/form-message';
import type { FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';

type PublishState = FormState<ContentChange, { id: string }>;
type PublishAction = (state: PublishState, formData: FormData) => Promise<PublishState>;

interface PublishPanelProps {
  id: string;
  published: boolean;
  /** What stops publishing now, as the publish rules word it (shown before the editor tries). */
  problems: string[];
  hasAttempts: boolean;
  publish: PublishAction;
  unpublish: PublishAction;
}

/** The test's status and the one button that changes it; a refusal says what is missing. */
export function PublishPanel({ id, published, problems, hasAttempts, publish, unpublish }: PublishPanelProps) {
  const [state, formAction, pending] = useActionState<PublishState, FormData>(published ? unpublish : publish, { result: null });
  return (
    <section aria-labelledby="publish-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="publish-heading" className="text-base font-bold text-brand-900">
        Status: {published ? 'Published' : 'Draft'}
      </h2>
      <FormMessage state={state} />
      {published ? (
        <p className="text-sm text-gray-700">Candidates can see and take this test on /mock-tests.</p>
      ) : problems.length ? (
        <div className="text-sm text-gray-700">
          <p>Before it can be published:</p>
          <ul className="mt-1 list-disc pl-6">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-gray-700">Every question has its answer and explanation: the test is ready to publish.</p>
      )}
      {hasAttempts ? (
        <p className="text-sm text-gray-700">
          Candidates have submitted attempts: their scores are kept as they were scored. Questions can be edited but not deleted.
        </p>
      ) : null}
      <form action={formAction}>
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          className={published ? 'btn-secondary' : 'btn-brand'}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Saving…' : published ? 'Unpublish' : 'Publish'}
        </button>
      </form>
    </section>
  );
}
