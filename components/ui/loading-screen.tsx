import { Spinner } from './spinner';

/** The loading texts of spec §2. */
export type LoadingText = 'Loading...' | 'Authenticating...' | 'Checking admin access...' | 'Checking authentication...';

/** A centred spinner with its text announced politely to screen readers (role=status). */
export function LoadingScreen({ text = 'Loading...', fullScreen = false }: { text?: LoadingText; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-3 px-4 text-center ${fullScreen ? 'min-h-dvh' : 'min-h-[50vh]'}`}
    >
      <Spinner />
      <p className="text-sm font-medium text-gray-600">{text}</p>
    </div>
  );
}
