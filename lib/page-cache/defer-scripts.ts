/*
 * A cached page paints before its JavaScript runs. Next.js writes its chunks as async <script> tags in the head;
 * served from a nearby server they arrive before the browser's first paint, and their evaluation (React and the
 * app, hundreds of milliseconds on a mid-range phone) then holds that paint back. In a cached page the tags are
 * replaced by preloads, which fetch the same files just as early at low priority, and by one small inline loader
 * at the end of the body, which adds the scripts once the first frame is on screen (two animation frames: the
 * second begins after the first was presented): the page paints, then hydrates. A page in a background tab, which
 * paints no frames, loads them at once.
 */

/** An async chunk of the build: `<script src="/_next/static/…" async …></script>`, attributes in any order. */
const CHUNK_SCRIPT = /<script\b([^>]*)><\/script>/g;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$)`).exec(attributes);
  return match ? (match[1] ?? '') : null;
}

function escapeForScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * The loader: `document.currentScript.nonce` carries this response's nonce to the scripts it adds (the policy's
 * 'strict-dynamic' would allow them anyway; the nonce keeps them allowed without it).
 */
function loader(sources: readonly string[]): string {
  return (
    `(function(){var s=${escapeForScript(JSON.stringify(sources))},n=document.currentScript.nonce;` +
    'function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;e.nonce=n;' +
    'document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")go();' +
    'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()'
  );
}

/**
 * `html` with its build chunks loaded after the first paint, as described above; unchanged when it has none or no
 * closing body tag. `nonce` is the one the page was rendered with (the page cache replaces it per response).
 */
export function deferChunkScripts(html: string, nonce: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  const sources: string[] = [];
  const rest = html.slice(0, bodyEnd).replace(CHUNK_SCRIPT, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (!src?.startsWith('/_next/static/') || attribute(attributes, 'async') === null) return tag;
    if (attribute(attributes, 'nomodule') !== null || attribute(attributes, 'noModule') !== null) return tag;
    if (attribute(attributes, 'nonce') !== nonce) return tag;
    sources.push(src.replace(/&amp;/g, '&'));
    // Next.js preloads some chunks itself; one preload per file is enough.
    if (html.includes(`href="${src}"`)) return '';
    return `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="${src}"/>`;
  });
  if (sources.length === 0) return html;
  return `${rest}<script nonce="${nonce}">${loader(sources)}</script>${html.slice(bodyEnd)}`;
}
