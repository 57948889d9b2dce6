'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { inAppPath } from '@/lib/navigation/fragment-links';

/** The link a DOM event happened on, when it is inside an HTML fragment (components/ui/html-fragment.tsx). */
function fragmentLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  return link instanceof HTMLAnchorElement && link.closest('[data-fragment]') ? link : null;
}

/**
 * Links inside HTML fragments are plain anchors, not next/link: one listener on the document gives them what
 * next/link gives its links, a client-side navigation on a plain click and a prefetch when the pointer or focus
 * reaches them, without a React component per link. Anything else (a new tab, a download) the browser handles.
 */
export function FragmentLinks() {
  const router = useRouter();
  useEffect(() => {
    const origin = window.location.origin;
    const onClick = (event: MouseEvent) => {
      const link = fragmentLink(event.target);
      if (!link) return;
      const path = inAppPath(event, { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') }, origin);
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    const onApproach = (event: Event) => {
      const link = fragmentLink(event.target);
      if (link && link.origin === origin) router.prefetch(`${link.pathname}${link.search}`);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onApproach, { passive: true });
    document.addEventListener('focusin', onApproach);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onApproach);
      document.removeEventListener('focusin', onApproach);
    };
  }, [router]);
  return null;
}
