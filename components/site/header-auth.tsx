import Link from 'next/link';
import { authNav } from '@/config/navigation';

/**
 * The account corner of the header. Signed out it offers Sign In and Get Started; the signed-in avatar menu
 * (spec §2) replaces this component's output once sessions reach the UI, without touching the header itself.
 */
export function HeaderAuth({ layout = 'inline' }: { layout?: 'inline' | 'stacked' }) {
  const stacked = layout === 'stacked';
  return (
    <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
      <Link href={authNav.signIn.href} className={stacked ? 'btn-secondary w-full' : 'btn-ghost'}>
        {authNav.signIn.label}
      </Link>
      <Link href={authNav.getStarted.href} className={stacked ? 'btn-brand w-full' : 'btn-brand'}>
        {authNav.getStarted.label}
      </Link>
    </div>
  );
}
