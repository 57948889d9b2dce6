'use client';

import Link from 'next/link';
import { useActionState, useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { CircleAlert } from '@/components/icons/circle-alert';
import { ConsentNotice } from '@/components/leads/consent-notice';
import { HoneypotField } from '@/components/leads/honeypot-field';
import { useBrowserDetails } from '@/components/leads/use-browser-details';
import { firstFieldErrors } from '@/lib/actions/result';
import { submitEnquiryForm, type EnquiryFormState } from '@/lib/contact/contact.actions';
import type { EnquiryFieldName } from '@/lib/contact/validation';
import { CONSENT_TICKED, consentOptions } from '@/lib/leads/consent';
import { FORM_GUARD_FIELDS } from '@/lib/leads/form-fields';
import type { EnquiryFormType, InquiryType } from '@/lib/leads/lead-fields';
import { ConsultationFields } from './consultation-fields';
import { Field, inputClass } from './form-field';

const initialState: EnquiryFormState = { result: null };

/** The college or exam a consultation is about, as its page named it. */
export interface EnquiryTarget {
  kind: 'college' | 'exam';
  slug: string;
  name: string;
}

/** The "What is it about?" choices, in the visitor's words and in the order offered. */
const INQUIRY_CHOICES: Record<InquiryType, string> = {
  general: 'A general question',
  counseling: 'Admission counselling',
};

/**
 * The contact form and the consultation form. Validation happens in the server action (one schema, spec §5's
 * messages), so the form works without JavaScript; after a failure everything typed and ticked comes back, with
 * the same idempotency key, so sending again stores the enquiry once. With JavaScript the page's URL, referrer
 * and browser details travel along.
 */
export function EnquiryForm({
  formType,
  pageUrl,
  guard,
  target,
  initialMessage,
}: {
  formType: EnquiryFormType;
  pageUrl: string;
  /** The rendered form's idempotency key and signed render time (lib/leads/form-guard.ts). */
  guard: { idempotencyKey: string; token: string } | null;
  target: EnquiryTarget | null;
  /** The message a link pre-fills (the score predictor's inputs), until the visitor's own text comes back. */
  initialMessage?: string;
}) {
  const [state, formAction, pending] = useActionState(submitEnquiryForm, initialState);
  const [edited, setEdited] = useState<{ for: EnquiryFormState; names: EnquiryFieldName[] }>({ for: state, names: [] });
  const editedNames = edited.for === state ? edited.names : [];
  const formRef = useRef<HTMLFormElement>(null);
  const { result, values } = state;
  const refused = firstFieldErrors(result);
  const consultation = formType === 'consultation';

  const text = (name: string): string => {
    const value = values?.[name];
    return typeof value === 'string' ? value : '';
  };
  const list = (name: string): string[] => {
    const value = values?.[name];
    return Array.isArray(value) ? value : value ? [value] : [];
  };
  // A failed send keeps its key and token (a retry is the same submission); a successful one gets fresh ones.
  const keptKey = text(FORM_GUARD_FIELDS.idempotencyKey);
  const current = result?.ok
    ? result.data.next
    : keptKey
      ? { idempotencyKey: keptKey, token: text(FORM_GUARD_FIELDS.token) }
      : guard;

  const errorFor = (name: EnquiryFieldName) => (editedNames.includes(name) ? undefined : refused[name]);
  const onEdit = (name: EnquiryFieldName) => {
    if (refused[name] && !editedNames.includes(name)) setEdited({ for: state, names: [...editedNames, name] });
  };
  const common = (name: EnquiryFieldName, describedBy: string | undefined) => ({
    id: `contact-${name}`,
    name,
    defaultValue: text(name),
    'aria-invalid': errorFor(name) ? true : undefined,
    'aria-describedby': describedBy,
    onChange: () => onEdit(name),
    className: inputClass,
  });

  const options = consentOptions(formType, target?.kind === 'college' ? { name: target.name } : null);
  const ticked = Object.fromEntries(options.map(({ field }) => [field, text(field) === CONSENT_TICKED]));
  const consentErrors = Object.fromEntries(options.map(({ field }) => [field, errorFor(field)]));

  useBrowserDetails(formRef, state);

  // After a refused submission, take the visitor to the first field that needs attention.
  useEffect(() => {
    if (result?.ok === false && result.code === 'VALIDATION') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [result]);

  return (
    <form ref={formRef} action={formAction} noValidate aria-label="Contact form" className="relative space-y-1">
      <input type="hidden" name="form_type" value={formType} />
      {target ? <input type="hidden" name={`${target.kind}_slug`} value={target.slug} /> : null}
      <input type="hidden" name="page_url" defaultValue={pageUrl} />
      <input type="hidden" name="referrer_url" defaultValue="" />
      <input type="hidden" name="browser_info" defaultValue="" />
      <input type="hidden" name="device_info" defaultValue="" />
      {current ? (
        <>
          <input type="hidden" name={FORM_GUARD_FIELDS.idempotencyKey} value={current.idempotencyKey} />
          <input type="hidden" name={FORM_GUARD_FIELDS.token} value={current.token} />
        </>
      ) : null}
      <HoneypotField idPrefix="contact" />

      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="contact-name" label="Full name" error={errorFor('name')}>
          {(d) => <input {...common('name', d)} type="text" autoComplete="name" maxLength={100} required />}
        </Field>
        <Field id="contact-email" label="Email" error={errorFor('email')}>
          {(d) => <input {...common('email', d)} type="email" autoComplete="email" inputMode="email" required />}
        </Field>
        <Field id="contact-phone" label="Phone (optional)" error={errorFor('phone')}>
          {(d) => <input {...common('phone', d)} type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />}
        </Field>
        <Field id="contact-inquiry_type" label="What is it about?" error={errorFor('inquiry_type')}>
          {(d) => (
            <select
              {...common('inquiry_type', d)}
              defaultValue={text('inquiry_type') || (consultation ? 'counseling' : 'general')}
            >
              {Object.entries(INQUIRY_CHOICES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {consultation ? (
        <ConsultationFields
          exams={values ? list('target_exams') : target?.kind === 'exam' ? [target.name] : []}
          budget={text('budget_range')}
          education={text('current_education')}
          errors={{
            target_exams: errorFor('target_exams'),
            budget_range: errorFor('budget_range'),
            current_education: errorFor('current_education'),
          }}
        />
      ) : (
        <Field id="contact-subject" label="Subject (optional)" error={errorFor('subject')}>
          {(d) => <input {...common('subject', d)} type="text" maxLength={200} />}
        </Field>
      )}
      <Field
        id="contact-message"
        label={consultation ? 'Message (optional)' : 'Message'}
        hint="Your exams, scores or colleges you are considering help us reply usefully."
        error={errorFor('message')}
      >
        {(d) => (
          <textarea
            {...common('message', d)}
            defaultValue={values ? text('message') : (initialMessage ?? '')}
            rows={consultation ? (initialMessage ? 8 : 4) : 6}
            required={!consultation}
          />
        )}
      </Field>

      <ConsentNotice idPrefix="contact" options={options} ticked={ticked} errors={consentErrors} />

      <div className="pt-4">
        <button type="submit" className="btn-primary px-6 text-base" disabled={pending} aria-disabled={pending}>
          {pending ? 'Sending…' : consultation ? 'Request a consultation' : 'Send message'}
        </button>
      </div>

      <div role="status" aria-live="polite" className="pt-3">
        {result?.ok ? (
          <div className="rounded-lg bg-success-50 p-4 text-sm text-success-700">
            <p className="flex gap-2 font-medium">
              <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
              {result.data.message}
            </p>
            <p className="mt-3 font-medium text-gray-900">What we stored:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-gray-800">
              {result.data.stored.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-2 text-gray-800">
              We keep it for 12 months after our last contact with you.{' '}
              <Link href="/privacy#enquiries" className="link">
                How we use it
              </Link>
            </p>
          </div>
        ) : result ? (
          <p className="flex gap-2 rounded-lg bg-danger-50 p-4 text-sm font-medium text-danger-700">
            <CircleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
            {result.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
