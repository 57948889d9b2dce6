import { EXCEPTION_DESCRIPTION_MAX } from './exception';

/** Where gtag.js is loaded from; the CSP (lib/security/csp.ts) allows this host only when analytics is on. */
export function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * The script that starts gtag and reports global errors and unhandled rejections as GA4 exception events
 * (spec §8). Inline, with the response's nonce, so it is listening before any other script runs and costs the
 * pages no bundle. Its description is exceptionParams's (lib/analytics/exception.ts), in plain JavaScript: a
 * unit test runs both on the same values.
 *
 * GA is configured for error reports only: no page views, no cookies (client_storage 'none'), no Google
 * signals, in keeping with the cookie policy.
 */
export function analyticsScript(measurementId: string): string {
  const id = JSON.stringify(measurementId);
  return `(function(w){
var d=w.dataLayer=w.dataLayer||[];
function gtag(){d.push(arguments)}
w.gtag=gtag;
gtag('js',new Date());
gtag('config',${id},{send_page_view:false,client_storage:'none',allow_google_signals:false,allow_ad_personalization_signals:false});
function text(v){
if(typeof v==='string')return v;
if(typeof v==='object'&&v!==null&&typeof v.message==='string'){
return (typeof v.digest==='string'?'['+v.digest+'] ':'')+(typeof v.name==='string'&&v.name?v.name:'Error')+': '+v.message}
try{var j=JSON.stringify(v);return j===undefined?String(v):j}catch(e){return String(v)}}
function report(v){
var s=text(v).replace(/\\s+/g,' ').trim()||'Unknown error';
if(s.length>${EXCEPTION_DESCRIPTION_MAX})s=s.slice(0,${EXCEPTION_DESCRIPTION_MAX - 1})+'\\u2026';
gtag('event','exception',{description:s,fatal:false})}
w.addEventListener('error',function(e){report(e.error!=null?e.error:e.message)});
w.addEventListener('unhandledrejection',function(e){report(e.reason)});
})(window);`;
}
