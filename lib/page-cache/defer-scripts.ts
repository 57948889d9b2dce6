/*
 * A cached page paints before its JavaScript is fetched or run. Next.js writes its chunks as async <script> tags
 * (and preloads some of them) in the head: on a slow connection their hundreds of kilobytes share the line with
 * the stylesheet and fonts the first paint needs, and, arriving first, their evaluation (React and the app, long
 * tasks on a mid-range phone) holds that paint back. In a cached page those tags are left out; one small inline
 * loader at the end of the body adds the scripts once the first contentful paint is on screen (its performance
 * entry is delivered after the frame is presented).
 *
 * The load event must still mean "the scripts have run", as it did with Next.js's own tags: browser tests and
 * people alike may click as soon as a page has loaded. Scripts added before the load event delay it, so when
 * parsing ends before the first paint (a fast load: the whole page arrived at once), something else must keep the
 * load event waiting until the paint. That is one image reloading a data: URL (no request leaves the browser), each
 * load a short task that yields to rendering, for the few frames between the end of parsing and the paint; after
 * three seconds without a paint it gives up and adds the scripts. A page in a background tab, which paints
 * nothing, loads them at once, and a browser without paint timing waits two animation frames instead. Links work
 * as plain links before the scripts run.
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

/** A one-pixel GIF, and the same under a second URL, so each assignment of `src` starts a new load. */
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const HOLD_IMAGES = [PIXEL, `${PIXEL}#`];
const HOLD_LIMIT_MS = 3000;

/**
 * The loader: `document.currentScript.nonce` carries this response's nonce to the scripts it adds (the policy's
 * 'strict-dynamic' would allow them anyway; the nonce keeps them allowed without it).
 */
function loader(sources: readonly string[]): string {
  const [first, second] = HOLD_IMAGES;
  return (
    `(function(){var s=${escapeForScript(JSON.stringify(sources))},n=document.currentScript.nonce,d=0,p=0,t=Date.now();` +
    'function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;' +
    'e.async=true;e.nonce=n;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")return go();' +
    'function painted(){if(p)return;p=1;setTimeout(go,0)}' +
    'var o=typeof PerformanceObserver==="function"&&PerformanceObserver.supportedEntryTypes||[];' +
    'if(o.indexOf("paint")>=0)new PerformanceObserver(function(l){' +
    'if(l.getEntriesByName("first-contentful-paint").length)painted()}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){requestAnimationFrame(painted)});' +
    'document.addEventListener("DOMContentLoaded",function(){if(p)return go();var i=new Image(),k=0;' +
    `i.onload=i.onerror=function(){if(d)return;if(p||Date.now()-t>${HOLD_LIMIT_MS})return go();` +
    `i.src=k++%2?"${first}":"${second}"};i.src="${first}"})})()`
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
