// A tab's prerendered page (ADR 0009) shows a signed-in screen loading; a visitor without a token would
// see it until the app's code sends them to /login. The Node layer puts this script first in the page's
// <head> (runtime/server/prerendered-tabs.ts), before anything paints, and it does what the app would do
// (history replaced). 'accessToken' is the app's key (@momentum/app-kit/stored-token). The page's CSP
// allows it by its hash (runtime/server/page-csp.ts), as it does the other inline scripts.

export const SIGNED_OUT_GATE = 'try{if(!localStorage.getItem("accessToken"))location.replace("/login")}catch(e){}';
