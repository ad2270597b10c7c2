// Starts a tab page's first GETs with the page, not with the app's code (ADR 0014), into the registry
// the API client takes answers from, and writes a marked element's text from its answer before React
// runs (React renders the same text later). Allowed by its hash (runtime/server/page-csp.ts).

import { PRIMED_REGISTRY_KEY } from '@momentum/api-client/primed-requests';

/** The answer's path (one of the page's first GETs). */
export const FIRST_ANSWER_ATTRIBUTE = 'data-first-answer';
/** The text to show, `{field}` replaced by the answer's field. */
export const FIRST_ANSWER_TEXT_ATTRIBUTE = 'data-first-answer-text';
/**
 * On the list of first GETs: the API origin they go to, written with the page (the page already
 * follows the config: a flip recomposes the tab pages). Not read from `/app-config.json`, whose
 * answer waits behind the app's code on a busy phone.
 */
export const API_BASE_ATTRIBUTE = 'data-api-base';

/**
 * ES5 but for Map and Symbol.for; self-contained, in the page's own scope. Writes only from a real success,
 * into an element still `aria-busy="true"` and parsed whole, so it never overwrites what React rendered.
 */
export const FIRST_ANSWERS_SCRIPT =
  '(function(){try{var m=document.querySelector(\'meta[name="momentum-first-requests"]\'),t=localStorage.getItem("accessToken");' +
  'if(!m||!t||!window.fetch||!window.Map)return;var K=Symbol.for(' +
  JSON.stringify(PRIMED_REGISTRY_KEY) +
  '),g=window[K]||(window[K]=new Map()),' +
  'a="Bearer "+t,p=(m.getAttribute("content")||"").split(" ");' +
  'function parsed(e){if(document.readyState!=="loading")return 1;for(;e;e=e.parentNode)if(e.nextSibling)return 1}' +
  'function fill(q,d){var l=document.querySelectorAll("[' + FIRST_ANSWER_ATTRIBUTE + ']"),i,e,x,ok;for(i=0;i<l.length;i++){e=l[i];' +
  'if(e.getAttribute("' + FIRST_ANSWER_ATTRIBUTE + '")!==q||e.getAttribute("aria-busy")!=="true"||!parsed(e))continue;ok=1;' +
  'x=(e.getAttribute("' + FIRST_ANSWER_TEXT_ATTRIBUTE + '")||"").replace(/\\{(\\w+)\\}/g,function(s,k){var v=d[k];if(typeof v!=="number"&&typeof v!=="string")ok=0;return v});' +
  'if(ok&&x){e.textContent=x;e.setAttribute("aria-busy","false")}}}' +
  'function when(q,d){if(!d||d.success===false)return;fill(q,d);if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",function(){fill(q,d)})}' +
  'var b=m.getAttribute("' + API_BASE_ATTRIBUTE + '")||"";if(!/^https?:/.test(b))return;b=b.replace(/\\/+$/,"");' +
  'p.forEach(function(q){if(!/^\\/api\\/[^/]/.test(q))return;var u=b+"/"+q.replace(/^\\/+/,"");if(g.has(u))return;' +
  'var w=fetch(u,{method:"GET",credentials:"include",headers:{Authorization:a,Accept:"application/json, text/plain, */*"}}).then(function(r){' +
  'return r.text().then(function(x){var h={};r.headers.forEach(function(v,k){h[k]=v});return{status:r.status,statusText:r.statusText,headers:h,body:x}})});' +
  'w["catch"](function(){});g.set(u,{authorization:a,startedAt:Date.now(),answer:w});' +
  'w.then(function(n){if(n.status===200)when(q,JSON.parse(n.body))})["catch"](function(){})})}catch(e){}})()';
