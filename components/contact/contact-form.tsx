'use client';

import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useActionState, useEffect, useRef, useState, type ReactNode } from 'react';
import { submitContact, type ContactFormState } from '@/app/(site)/contact/actions';
import { firstFieldErrors } from '@/lib/actions/result';
import type { ContactFieldName, FormType } from '@/lib/contact/validation';
import type { UtmParams } from '@/lib/leads/attribution';

const initialContactState: ContactFormState = { result: null };

const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 aria-[invalid=true]:border-danger-700';

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: ContactFieldName;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `contact-${name}-hint` : undefined;
  const errorId = `contact-${name}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-danger-700">
        {error}
      </p>
    </div>
  );
}

/**
 * The contact form. Validation happens in the server action (one schema, spec §5's messages), so the form works
 * without JavaScript too; with it, the page's URL, referrer and browser details travel along for attribution.
 */
export function ContactForm({ formType, pageUrl, utm }: { formType: FormType; pageUrl: string; utm: UtmParams }) {
  const [state, formAction, pending] = useActionState(submitContact, initialContactState);
  const [edited, setEdited] = useState<{ for: ContactFormState; names: ContactFieldName[] }>({ for: state, names: [] });
  const editedNames = edited.for === state ? edited.names : [];
  const formRef = useRef<HTMLFormElement>(null);
  const { result } = state;
  const refused = firstFieldErrors(result);

  const errorFor = (name: ContactFieldName) => (editedNames.includes(name) ? undefined : refused[name]);
  const onEdit = (name: ContactFieldName) => {
    if (refused[name] && !editedNames.includes(name)) setEdited({ for: state, names: [...editedNames, name] });
  };
  const common = (name: ContactFieldName, describedBy: string | undefined) => ({
    id: `contact-${name}`,
    name,
    defaultValue: state.values?.[name] ?? '',
    'aria-invalid': errorFor(name) ? true : undefined,
    'aria-describedby': describedBy,
    onChange: () => onEdit(name),
    className: inputClass,
  });

  // The referrer and device details exist only in the browser; they are written straight into hidden inputs.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    };
    set('referrer_url', document.referrer);
    set('page_url', window.location.href);
    set(
      'browser_info',
      JSON.stringify({
        userAgent: navigator.userAgent,
        language: navigator.language,
        platform: navigator.platform,
        cookieEnabled: navigator.cookieEnabled,
        onLine: navigator.onLine,
      }),
    );
    set(
      'device_info',
      JSON.stringify({
        screen: { width: screen.width, height: screen.height, colorDepth: screen.colorDepth, pixelDepth: screen.pixelDepth },
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
  }, [state]);

  // After a refused submission, take the visitor to the first field that needs attention.
  useEffect(() => {
    if (result?.ok === false && result.code === 'VALIDATION') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [result]);

  return (
    <form ref={formRef} action={formAction} noValidate aria-label="Contact form" className="space-y-1">
      <input type="hidden" name="form_type" value={formType} />
      <input type="hidden" name="page_url" defaultValue={pageUrl} />
      <input type="hidden" name="referrer_url" defaultValue="" />
      <input type="hidden" name="browser_info" defaultValue="" />
      <input type="hidden" name="device_info" defaultValue="" />
      {Object.entries(utm).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}

      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field name="name" label="Full name" error={errorFor('name')}>
          {(d) => <input {...common('name', d)} type="text" autoComplete="name" required />}
        </Field>
        <Field name="email" label="Email" error={errorFor('email')}>
          {(d) => <input {...common('email', d)} type="email" autoComplete="email" inputMode="email" required />}
        </Field>
        <Field name="phone" label="Phone (optional)" error={errorFor('phone')}>
          {(d) => <input {...common('phone', d)} type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />}
        </Field>
        <Field name="inquiry_type" label="What is it about?" error={errorFor('inquiry_type')}>
          {(d) => (
            <select
              {...common('inquiry_type', d)}
              defaultValue={state.values?.inquiry_type || (formType === 'consultation' ? 'counseling' : 'general')}
            >
              <option value="general">A general question</option>
              <option value="counseling">Admission counselling</option>
            </select>
          )}
        </Field>
      </div>
      <Field name="subject" label="Subject (optional)" error={errorFor('subject')}>
        {(d) => <input {...common('subject', d)} type="text" maxLength={200} />}
      </Field>
      <Field
        name="message"
        label="Message"
        hint="Your exams, scores or colleges you are considering help us reply usefully."
        error={errorFor('message')}
      >
        {(d) => <textarea {...common('message', d)} rows={6} required />}
      </Field>

      <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary px-6 text-base" disabled={pending} aria-disabled={pending}>
          {pending ? 'Sending…' : formType === 'consultation' ? 'Request a consultation' : 'Send message'}
        </button>
        <p className="text-sm text-gray-600">
          We use your details only to reply. See our{' '}
          <a href="/privacy" className="link">
            privacy policy
          </a>
          .
        </p>
      </div>

      <div role="status" aria-live="polite" className="pt-3">
        {result?.ok ? (
          <p className="flex gap-2 rounded-lg bg-success-50 p-4 text-sm font-medium text-success-700">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {result.data.message}
          </p>
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
