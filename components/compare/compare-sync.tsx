'use client';

import { useEffect } from 'react';
import { replaceCompare, type TrayCollege } from '@/lib/compare/tray-store';

/** On a /compare page: the tray becomes the colleges shown, so it follows the visitor from a shared link too. */
export function CompareSync({ colleges }: { colleges: TrayCollege[] }) {
  useEffect(() => {
    if (colleges.length) replaceCompare(colleges);
  }, [colleges]);
  return null;
}
