/** Runs once when a Next.js server process starts, before it serves a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Decides each request's visitor address and id while the socket is still known (TRUSTED_PROXIES); a bad setting
  // stops the server here rather than letting it count every visitor as one.
  const { installVisitorAddressHeader } = await import('./lib/net/visitor-header');
  installVisitorAddressHeader();
}
