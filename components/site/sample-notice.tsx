import { Info } from '@/components/icons/info';
import { SAMPLE_NOTICE } from '@/lib/samples/notice';

export function SampleNotice() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm text-warning-700"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{SAMPLE_NOTICE}</span>
    </p>
  );
}
