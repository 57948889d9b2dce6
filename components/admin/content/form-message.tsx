import type { FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';

const SUCCESS_CLASS = 'rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700';

/**
 * What the last submission of a back-office form did: the failure as an alert (read out at once), or the
 * change made as a status message; before the first submission, an optional notice ("Testimonial created.").
 */
export function FormMessage<Input>({ state, notice }: { state: FormState<ContentChange, Input>; notice?: string }) {
  const result = state.result;
  if (!result) {
    return (
      <p role="status" className={notice ? SUCCESS_CLASS : 'sr-only'}>
        {notice}
      </p>
    );
  }
  if (result.ok) {
    return (
      <p role="status" className={SUCCESS_CLASS}>
        {result.data.message}
      </p>
    );
  }
  const refused = result.fieldErrors && Object.keys(result.fieldErrors).length > 0;
  return (
    <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
      {refused ? `${result.message} Check the fields marked below.` : result.message}
    </p>
  );
}
