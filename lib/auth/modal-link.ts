import type { MouseEvent } from 'react';
import { openAuthModal, type AuthMode } from './modal-store';

/**
 * An onClick for links to /signin: a plain click opens the auth modal instead; modified clicks (new tab) and
 * visitors without JavaScript follow the link.
 */
export function openAuthModalInstead(mode: AuthMode) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openAuthModal(mode);
  };
}
