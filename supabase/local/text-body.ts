/*
 * Reading a Response's body back (arrayBuffer) runs it through web streams, a large part of the front's work per
 * request. A service that answers with text it already holds records that text here, and the HTTP front writes it
 * straight out; any other Response is read as usual.
 */
const texts = new WeakMap<Response, string>();

/** A Response with a text body the HTTP front can write without reading it back. */
export function textResponse(body: string, init: ResponseInit): Response {
  const response = new Response(body, init);
  texts.set(response, body);
  return response;
}

/** The body as a Buffer: the recorded text when there is one, else read from the stream. */
export async function responseBytes(response: Response): Promise<Buffer> {
  const text = texts.get(response);
  return text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text, 'utf8');
}
