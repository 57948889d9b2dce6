import Link from 'next/link';
import { consultationHref } from '@/lib/contact/consultation-link';

/** Applying at a zero or discounted rate starts with a counsellor: the button opens the consultation form (issue 10). */
export const APPLY_HREF = consultationHref();
export const APPLY_LABEL = 'APPLY AT ZERO / DISCOUNTED RATE';

/** Spec §2's floating vertical side button, pinned to the right edge, reading bottom to top. */
export function ApplySideButton() {
  return (
    <Link
      href={APPLY_HREF}
      className="fixed top-1/2 right-0 z-40 flex w-8 -translate-y-1/2 rotate-180 items-center justify-center rounded-l-lg bg-saffron-500 px-2 py-4 text-[11px] font-bold tracking-wide text-brand-950 shadow-lg [writing-mode:vertical-rl] hover:bg-saffron-400 sm:w-9 sm:text-xs"
    >
      {APPLY_LABEL}
    </Link>
  );
}
