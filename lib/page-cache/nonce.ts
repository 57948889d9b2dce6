/*
 * A cached page was rendered with a nonce of its own, which never leaves the server: every response replaces each
 * occurrence of it with the response's fresh nonce. Content stored by a visitor cannot carry a script past the
 * policy this way: it would have to contain that nonce, which is random, made after the content was stored, and
 * never sent to anyone.
 */

/** The nonce a page's Content-Security-Policy allows scripts with, or null. */
export function nonceOfPolicy(policy: string | null): string | null {
  const match = /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(policy ?? '');
  return match ? match[1]! : null;
}

const encoder = new TextEncoder();

/** The page's HTML in UTF-8, cut where the nonce it was rendered with stood: encoded once, when it is stored. */
export function splitAtNonce(html: string, renderedWith: string): Uint8Array[] {
  return html.split(renderedWith).map((part) => encoder.encode(part));
}

/** The page's bytes with `nonce` where the rendered nonce stood. */
export function withNonce(parts: readonly Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceLength = Buffer.byteLength(nonce);
  let length = nonceLength * (parts.length - 1);
  for (const part of parts) length += part.length;
  // Not zeroed first, and the nonce written in place rather than encoded apart: every byte is written below,
  // and a cached answer copies 80-160 KiB this way.
  const body = Buffer.allocUnsafe(length);
  let at = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) at += body.write(nonce, at);
    body.set(part, at);
    at += part.length;
  }
  return body;
}
