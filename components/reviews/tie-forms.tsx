'use client';

import { useActionState } from 'react';
import { requestReviewLink, sendReviewDocument, type ReviewFormState } from '@/lib/reviews/reviews.actions';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_RULES, TIE_KINDS } from '@/lib/reviews/verification-input';
import { FIELD, LABEL } from './field-styles';

const KIND_LABELS = { student: 'I study there now', alumnus: 'I studied there (alumnus)' } as const;

function KindChoice({ name, legend }: { name: string; legend: string }) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {TIE_KINDS.map((kind, i) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
            <input type="radio" name={name} value={kind} defaultChecked={i === 0} />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Outcome({ state }: { state: ReviewFormState }) {
  if (!state.result) return null;
  if (state.result.ok) {
    return (
      <p role="status" className="rounded-lg bg-success-50 p-3 text-sm text-success-700">
        {state.result.data.message}
      </p>
    );
  }
  const details = Object.values(state.result.fieldErrors ?? {}).flatMap((m) => (m as string[] | undefined)?.slice(0, 1) ?? []);
  return (
    <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
      {[state.result.message, ...details].join(' ')}
    </p>
  );
}

/** Way one: a one-time link to an address at one of the college's domains. */
export function EmailLinkForm({ collegeId, domains }: { collegeId: string; domains: string[] }) {
  const [state, action, pending] = useActionState<ReviewFormState, FormData>(requestReviewLink, { result: null });
  if (domains.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        We have no e-mail domain on record for this college yet, so verify with a document below.
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="collegeId" value={collegeId} />
      <p className="text-sm text-gray-700">
        Addresses at {domains.map((d) => `@${d}`).join(', ')} (or their subdomains) work. We keep the address only long enough to
        send the link.
      </p>
      <KindChoice name="kind" legend="Your tie to the college" />
      <div>
        <label htmlFor="tie-email" className={LABEL}>
          Your college e-mail address
        </label>
        <input
          id="tie-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          className={FIELD}
          defaultValue={state.values?.email ?? ''}
        />
      </div>
      <Outcome state={state} />
      <div>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Sending…' : 'Send the link'}
        </button>
      </div>
    </form>
  );
}

/** Way two: an ID card or offer letter, checked by a moderator and then deleted. */
export function DocumentForm({ collegeId }: { collegeId: string }) {
  const [state, action, pending] = useActionState<ReviewFormState, FormData>(sendReviewDocument, { result: null });
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="collegeId" value={collegeId} />
      <p className="text-sm text-gray-700">
        A moderator checks the document, records only whether you are a student or an alumnus, and then deletes the file. No one
        else can open it. JPEG, PNG, WebP or PDF, up to {DOCUMENT_RULES.maxBytes / 1024 / 1024} MB.
      </p>
      <KindChoice name="kind" legend="Your tie to the college" />
      <div>
        <label htmlFor="document-kind" className={LABEL}>
          What the document is
        </label>
        <select id="document-kind" name="documentKind" className={FIELD} defaultValue={DOCUMENT_KINDS[0]}>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DOCUMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="document-file" className={LABEL}>
          Photo or PDF of the document
        </label>
        <input id="document-file" name="file" type="file" required accept={DOCUMENT_RULES.types.join(',')} className={FIELD} />
      </div>
      <Outcome state={state} />
      <div>
        <button type="submit" className="btn-secondary" disabled={pending}>
          {pending ? 'Sending…' : 'Send for a check'}
        </button>
      </div>
    </form>
  );
}

export { Outcome };
