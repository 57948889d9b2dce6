'use client';

import { useEffect, useRef } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';

/**
 * Spec §2's 'Authenticating...' while an e-mail link completes: shown at once, then a full navigation to the
 * route handler that swaps the link's code for a session (a full load, so its cookies reach every page).
 */
export function AuthLinkContinue({ href }: { href: string }) {
  // A link's code works once: never navigate twice, even when an effect runs twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.location.replace(href);
  }, [href]);

  return (
    <>
      <LoadingScreen text="Authenticating..." fullScreen />
      <noscript>
        <p className="pb-8 text-center">
          <a href={href} className="link">
            Continue
          </a>
        </p>
      </noscript>
    </>
  );
}
