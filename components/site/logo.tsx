import Link from 'next/link';
import { html, type Html } from '@/lib/html/fragment';

const HOME_LINK_CLASS = 'inline-flex min-h-11 items-center gap-2 rounded-md';
const HOME_LINK_LABEL = 'MBA Disha — home';
const WORDMARK_CLASS = 'text-lg font-bold tracking-tight';
const tones = (inverted: boolean) =>
  inverted ? { mba: 'text-white', disha: 'text-saffron-300' } : { mba: 'text-brand-900', disha: 'text-saffron-700' };

/** A compass needle ("disha" is direction) beside the wordmark; the link's name is the product name. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--color-brand-900)" />
      <circle cx="16" cy="16" r="11.5" fill="none" stroke="var(--color-brand-300)" strokeWidth="1" />
      <path d="M16 5.5 L20 16 L16 14.2 L12 16 Z" fill="var(--color-saffron-500)" />
      <path d="M16 26.5 L12 16 L16 17.8 L20 16 Z" fill="var(--color-brand-200)" />
      <circle cx="16" cy="16" r="1.6" fill="#fff" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const tone = tones(inverted);
  return (
    <Link href="/" className={HOME_LINK_CLASS} aria-label={HOME_LINK_LABEL}>
      <LogoMark />
      <span className={`${WORDMARK_CLASS} ${tone.mba}`}>
        MBA <span className={tone.disha}>Disha</span>
      </span>
    </Link>
  );
}

/** The markup Logo renders, for a fragment (lib/html/fragment.ts); its link navigates through FragmentLinks. */
export function logoHtml({ inverted = false }: { inverted?: boolean } = {}): Html {
  const tone = tones(inverted);
  const wordmark = `${WORDMARK_CLASS} ${tone.mba}`;
  return html`<a class="${HOME_LINK_CLASS}" aria-label="${HOME_LINK_LABEL}" href="/">
    <svg viewBox="0 0 32 32" class="h-8 w-8" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--color-brand-900)"></circle>
      <circle cx="16" cy="16" r="11.5" fill="none" stroke="var(--color-brand-300)" stroke-width="1"></circle>
      <path d="M16 5.5 L20 16 L16 14.2 L12 16 Z" fill="var(--color-saffron-500)"></path>
      <path d="M16 26.5 L12 16 L16 17.8 L20 16 Z" fill="var(--color-brand-200)"></path>
      <circle cx="16" cy="16" r="1.6" fill="#fff"></circle>
    </svg>
    <span class="${wordmark}">MBA <span class="${tone.disha}">Disha</span></span>
  </a>`;
}
