/**
 * A request's body as text, or null once it passes `maxBytes`. Read chunk by chunk and given up on at the limit,
 * so a caller cannot make a route hold a body of any size in memory (a declared Content-Length over the limit is
 * refused before anything is read).
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  // The BOM kept: a signature over the body (lib/jobs/signature.ts) is checked on exactly what was sent.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(chunks));
}
