import type { FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';

/**
 * What the last submission of a back-office form did: the failure as an alert (read out at once), or the
 * change made as a status message.
 */
export function FormMessage<Input>({ state }: { state: FormState<ContentChange, Input> }) {
  const result = state.result;
  if (!result) return <p role="status" className="sr-only" />;
  if (result.ok) {
    return (
      <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
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
