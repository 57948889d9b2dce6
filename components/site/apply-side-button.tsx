'use client';

import Link from 'next/link';
import { openAuthModalInstead } from '@/lib/auth/modal-link';

/** Without JavaScript (or on a modified click) the side button leads to the sign-up page. */
export const APPLY_HREF = '/signin?mode=signup';
export const APPLY_LABEL = 'APPLY AT ZERO / DISCOUNTED RATE';

/** Spec §2's floating vertical side button, pinned to the right edge, reading bottom to top: it opens sign-up. */
export function ApplySideButton() {
  return (
    <Link
      href={APPLY_HREF}
      onClick={openAuthModalInstead('signUp')}
      className="fixed top-1/2 right-0 z-40 flex w-8 -translate-y-1/2 rotate-180 items-center justify-center rounded-l-lg bg-saffron-500 px-2 py-4 text-[11px] font-bold tracking-wide text-brand-950 shadow-lg [writing-mode:vertical-rl] hover:bg-saffron-400 sm:w-9 sm:text-xs"
    >
      {APPLY_LABEL}
    </Link>
  );
}
