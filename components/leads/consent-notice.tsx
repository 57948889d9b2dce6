import Link from 'next/link';
import {
  CONSENT_NOTICE,
  NEWSLETTER_CONSENT_LABEL,
  NEWSLETTER_NOTICE,
  type ConsentField,
  type ConsentOption,
} from '@/lib/leads/consent';

/** The value a ticked consent box posts. */
export const CONSENT_TICKED = 'yes';

/**
 * The notice below an enquiry form: one unticked box per purpose, then what is stored, why, who sees it and for
 * how long. A box's label is exactly the text stored with the choice (lib/leads/consent.ts). `ticked` restores
 * the boxes after a refused submission, so nothing the visitor chose is lost.
 */
export function ConsentNotice({
  idPrefix,
  options,
  ticked,
  errors,
}: {
  idPrefix: string;
  options: readonly ConsentOption[];
  ticked: Partial<Record<ConsentField, boolean>>;
  errors: Partial<Record<ConsentField, string>>;
}) {
  const noticeId = `${idPrefix}-consent-notice`;
  return (
    <div className="space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-4">
      <fieldset aria-describedby={noticeId}>
        <legend className="text-sm font-semibold text-gray-900">Your choices</legend>
        <ul className="mt-2 space-y-2">
          {options.map(({ field, label, required }) => {
            const id = `${idPrefix}-${field}`;
            const error = errors[field];
            return (
              <li key={field}>
                <div className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    name={field}
                    value={CONSENT_TICKED}
                    defaultChecked={ticked[field] === true}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <label htmlFor={id} className="text-sm text-gray-800">
                    {label}
                    {required ? <span className="sr-only"> (required)</span> : null}
                  </label>
                </div>
                {error ? (
                  <p id={`${id}-error`} className="mt-1 ml-8 text-sm text-danger-700">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div id={noticeId} className="space-y-1 text-sm text-gray-700">
        <p className="font-semibold text-gray-900">{CONSENT_NOTICE.heading}</p>
        <p>
          {CONSENT_NOTICE.stored} {CONSENT_NOTICE.why} {CONSENT_NOTICE.who} {CONSENT_NOTICE.howLong}{' '}
          <Link href="/privacy#enquiries" className="link">
            Read our privacy policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

/** The newsletter form's notice: subscribing is the one choice, and this text is what is stored as its label. */
export function NewsletterNotice({ id, className }: { id: string; className: string }) {
  return (
    <p id={id} className={className}>
      {NEWSLETTER_CONSENT_LABEL} {NEWSLETTER_NOTICE}{' '}
      <Link href="/privacy#enquiries" className="underline underline-offset-2">
        Privacy policy
      </Link>
      .
    </p>
  );
}
