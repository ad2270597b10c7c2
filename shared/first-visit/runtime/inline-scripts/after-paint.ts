// The inline script that moves a prerendered /login's scripts out of their inert <template> once it has
// painted (ADR 0007, ADR 0010). The page's CSP allows it by its hash (runtime/server/page-csp.ts), on
// the Node layer and a plain static host alike.

/** The template's id (build/scripts-after-paint.ts writes the template with it). */
export const AFTER_PAINT_TEMPLATE_ID = 'momentum-after-paint';

/**
 * Moves the template's tags into <head> once the page has painted (ADR 0010). Placed right after the
 * template, so it is parsed when this runs; ES5, as it runs before any of the app's code.
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
