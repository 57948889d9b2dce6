/*
 * A Response built from a string makes a web stream for its body, and reading it back (arrayBuffer) runs that
 * stream: together a large part of the HTTP front's work per request. A service that answers with text it
 * already holds makes its Response with textResponse: the Response carries no stream, the text travels beside
 * it here, and the HTTP front (responseBytes) writes it straight out. Such a Response is only for the front.
 */
const texts = new WeakMap<Response, string>();

/** A Response whose text body only the HTTP front reads (see above). */
export function textResponse(body: string, init: ResponseInit): Response {
  const response = new Response(null, init);
  texts.set(response, body);
  return response;
}

/** The body to write: the text beside a textResponse, else the body read from the stream. */
export async function responseBytes(response: Response): Promise<Buffer | string> {
  const text = texts.get(response);
  return text === undefined ? Buffer.from(await response.arrayBuffer()) : text;
}
