import type { ReactNode } from 'react';
import { CompareTray } from '@/components/compare/compare-tray';
import { SiteFooter } from '@/components/site/footer';
import { FragmentLinks } from '@/components/site/fragment-links';
import { SiteHeader } from '@/components/site/header';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <CompareTray />
      <FragmentLinks />
    </>
  );
}
