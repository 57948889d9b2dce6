import { analyticsScript, gtagScriptUrl } from '@/lib/analytics/inline-script';

/**
 * Google Analytics, rendered by the root layout only when a measurement ID is configured: the inline reporter
 * first, so errors are caught from the start, then gtag.js, which sends what the reporter queued.
 */
export function GoogleAnalytics({ measurementId, nonce }: { measurementId: string; nonce: string | undefined }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: analyticsScript(measurementId) }} />
      <script async src={gtagScriptUrl(measurementId)} nonce={nonce} />
    </>
  );
}
