/*
 * A cached page paints before its JavaScript is fetched or run. Next.js writes its chunks as async <script> tags
 * (and preloads some of them) in the head: on a slow connection their hundreds of kilobytes share the line with
 * the stylesheet and fonts the first paint needs, and, arriving first, their evaluation (React and the app, long
 * tasks on a mid-range phone) holds that paint back. In a cached page those tags are left out; one small inline
 * loader at the end of the body adds the scripts at the first of two moments:
 * - the end of parsing (DOMContentLoaded). A large page has painted by then (the parser yields to paint), and
 *   scripts added before the load event delay it, so `load` still means "the scripts have run", as it did with
 *   Next.js's own tags (browser tests and people alike may click as soon as a page has loaded);
 * - two animation frames after the first (the second begins once the first frame is on screen).
 * A page in a background tab, which paints no frames, loads them at once. Links work as plain links before that.
 */

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const PRELOAD_TAG = /<link\b([^>]*)\/?>/g;

/** An attribute's value ('' when it has none), or null when absent; names are matched as HTML does, in any case. */
function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|/?$)`, 'i').exec(attributes);
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
    `(function(){var s=${escapeForScript(JSON.stringify(sources))},n=document.currentScript.nonce,d=0;` +
    'function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;' +
    'e.async=true;e.nonce=n;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")return go();' +
    'document.addEventListener("DOMContentLoaded",go);' +
    'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()'
  );
}

/**
 * `html` with its build chunks loaded after the first paint, as described above; unchanged when it has none or no
 * closing body tag. Only async chunks carrying `nonce`, the one the page was rendered with (the page cache
 * replaces it per response), are moved: the legacy bundle (nomodule) and inline scripts stay where they are.
 */
export function deferChunkScripts(html: string, nonce: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  const sources: string[] = [];
  const withoutScripts = html.slice(0, bodyEnd).replace(SCRIPT_TAG, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (!src?.startsWith('/_next/static/') || attribute(attributes, 'async') === null) return tag;
    if (attribute(attributes, 'nomodule') !== null) return tag;
    if (attribute(attributes, 'nonce') !== nonce) return tag;
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const deferred = new Set(sources);
  const rest = withoutScripts.replace(PRELOAD_TAG, (tag, attributes: string) =>
    attribute(attributes, 'rel') === 'preload' && deferred.has(attribute(attributes, 'href') ?? '') ? '' : tag,
  );
  const urls = sources.map((src) => src.replace(/&amp;/g, '&'));
  return `${rest}<script nonce="${nonce}">${loader(urls)}</script>${html.slice(bodyEnd)}`;
}
