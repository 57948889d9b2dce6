'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { X } from '@/components/icons/x';
import { closeAuthModal, runAfterSignIn, useAuthModal } from '@/lib/auth/modal-store';
import { AuthForm } from './auth-form';

/** The auth modal (spec §2/§4). Each open remounts the form (keyed by openCount), so it always starts empty. */
export default function AuthDialog() {
  const { open, mode, openCount } = useAuthModal();
  const router = useRouter();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeAuthModal())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
          aria-describedby={undefined}
        >
          <AuthForm
            key={openCount}
            initialMode={mode}
            surface="modal"
            renderTitle={(title) => <Dialog.Title className="pr-8 text-xl font-bold text-brand-900">{title}</Dialog.Title>}
            onAuthenticated={() => {
              runAfterSignIn();
              // Server components (e.g. /profile) re-render with the new session cookie.
              router.refresh();
            }}
            onFinished={closeAuthModal}
          />
          <Dialog.Close className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100">
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
