// Sends a visitor without a token from a tab's prerendered page (ADR 0009) to /login before anything
// paints, as the app would (history replaced). 'accessToken' is @momentum/app-kit/stored-token's key;
// the Node layer puts this first in the <head>, allowed by its hash.

export const SIGNED_OUT_GATE = 'try{if(!localStorage.getItem("accessToken"))location.replace("/login")}catch(e){}';
