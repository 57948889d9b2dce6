import { Info } from '@/components/icons/info';
import { LEADS_SAMPLE_NOTICE } from '@/lib/samples/notice';

/** The notice over lead figures computed from the five sample leads (spec §4). */
export function SampleNotice() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm text-warning-700"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{LEADS_SAMPLE_NOTICE}</span>
    </p>
  );
}
