// A prerendered page (/login, ADR 0007; a tab, ADR 0009) holds its scripts in an inert <template>
// (written by the shell's build, shell/prerender/scripts-after-paint.ts) until it has painted (ADR 0010).
// Here the server puts in the one inline script that moves them into the page then, and allows it in the
// page's CSP by its hash. A page without the template is served as it is.
import crypto from 'node:crypto';

/** The template's id (shell/prerender/scripts-after-paint.ts writes the template with it). */
export const AFTER_PAINT_TEMPLATE_ID = 'momentum-after-paint';
const TEMPLATE_END = '</template>';

/**
 * Once the page has painted (the first-contentful-paint entry; without paint timing, a task after an
 * animation frame), the template's tags go into <head>: the scripts then load and run, the preloads
 * start. At once in a hidden tab (it paints nothing), and after 3 s whatever happens. Placed right after
 * the template, so the template is parsed when this runs. ES5: it runs before any of the app's code.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var t=document.getElementById("' +
  AFTER_PAINT_TEMPLATE_ID +
  '"),d=0,P=window.PerformanceObserver;if(!t)return;' +
  'function go(){if(d)return;d=1;document.head.appendChild(document.importNode(t.content,true))}' +
  'if(document.visibilityState==="hidden")return go();setTimeout(go,3000);' +
  'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")go()});' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}' +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})()';
export const AFTER_PAINT_LOADER_HASH = `'sha256-${crypto.createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

/**
 * The page with the loader after its after-paint template, and the script hashes its CSP must allow;
 * the page unchanged (no hashes) when it has no such template.
 * @param {string} html
 * @returns {{ html: string, scriptHashes: string[] }}
 */
export function withAfterPaintLoader(html) {
  const start = html.indexOf(`<template id="${AFTER_PAINT_TEMPLATE_ID}">`);
  const end = start < 0 ? -1 : html.indexOf(TEMPLATE_END, start);
  if (end < 0) return { html, scriptHashes: [] };
  const at = end + TEMPLATE_END.length;
  return { html: `${html.slice(0, at)}<script>${AFTER_PAINT_LOADER}</script>${html.slice(at)}`, scriptHashes: [AFTER_PAINT_LOADER_HASH] };
}
