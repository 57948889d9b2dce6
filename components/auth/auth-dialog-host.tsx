'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useAuthModal } from '@/lib/auth/modal-store';

const AuthDialog = dynamic(() => import('./auth-dialog'), { ssr: false });

/** Mounts the modal's code only once someone first opens it, keeping the forms out of every page's first load. */
export function AuthDialogHost() {
  const { open } = useAuthModal();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? <AuthDialog /> : null;
}
