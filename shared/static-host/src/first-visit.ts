// The first visit (@momentum/first-visit, its README walks it end to end) chooses which HTML a page
// request gets and the hashes its policy allows; this package serves that page with its policy. This
// one module is where the server reaches it.
export {
  composeTabPages,
  cspHash,
  createRemoteHintCache,
  firstVisitResponse,
  pageHashes,
  readRemoteBuild,
  TAB_PAGES_DIR,
  type PageConfig,
  type PageHashes,
  type ReadJson,
  type RemoteHintCache,
  type RemoteReads,
  type TabPage,
} from '@momentum/first-visit/runtime/server';
