import { FORM_GUARD_FIELDS } from '@/lib/leads/form-fields';

/**
 * The honeypot (lib/leads/form-guard.ts): a text field moved off-screen rather than display:none, which many
 * bots skip; hidden from assistive technology, out of the tab order and never autofilled, so people leave it
 * empty. It is always rendered empty, also after a refused submission.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${FORM_GUARD_FIELDS.honeypot}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" name={FORM_GUARD_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
