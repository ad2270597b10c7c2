// The first visit (@momentum/first-visit, its README walks it end to end) chooses which HTML a page
// request gets and the hashes its policy allows; this package serves that page with its policy. This
// one module is where the server reaches it.
export { cspHash, createRemoteHintCache, firstVisitResponse, pageHashes, type PageConfig, type PageHashes, type RemoteHintCache } from '@momentum/first-visit/runtime/server';
