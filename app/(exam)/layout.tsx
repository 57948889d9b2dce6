import type { ReactNode } from 'react';

/** The exam screen has no site header or footer: like the real CBT, nothing on it but the test. */
export default function ExamLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col bg-gray-50 focus:outline-none">
      {children}
    </main>
  );
}
