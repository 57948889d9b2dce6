import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { GoogleAnalytics } from '@/components/analytics/google-analytics';
import { analyticsId } from '@/lib/analytics/config';
import { siteUrl } from '@/lib/env';
import { requestNonce } from '@/lib/security/nonce';
import { ZOD_JITLESS_SCRIPT } from '@/lib/security/zod-jitless';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: {
    default: 'MBA Disha — colleges, exams and admissions for MBA aspirants in India',
    template: '%s | MBA Disha',
  },
  description:
    'Compare MBA colleges by fees, placements and cut-offs, prepare for CAT, XAT, NMAT, SNAP and MAT with mock tests, and get admission guidance.',
  applicationName: 'MBA Disha',
  openGraph: { type: 'website', siteName: 'MBA Disha', locale: 'en_IN' },
};

export const viewport: Viewport = {
  themeColor: '#1c2157',
  width: 'device-width',
  initialScale: 1,
};

/**
 * Reads the request's CSP nonce (proxy.ts), so every page renders per request with a fresh one; pages' data stays
 * cached by tag (lib/supabase/public.ts). Without a Google Analytics ID the page has no third-party script at all.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = await requestNonce();
  const measurementId = analyticsId();
  return (
    <html lang="en-IN" className={inter.variable}>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        {measurementId ? <GoogleAnalytics measurementId={measurementId} nonce={nonce} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
