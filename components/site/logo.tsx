import Link from 'next/link';

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
  return (
    <Link href="/" className="inline-flex min-h-11 items-center gap-2 rounded-md" aria-label="MBA Disha — home">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}>
        MBA <span className={inverted ? 'text-saffron-300' : 'text-saffron-700'}>Disha</span>
      </span>
    </Link>
  );
}
