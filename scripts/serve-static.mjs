// The static server lives in @momentum/static-host (its README). This re-export of its built output
// remains for the first-visit modules' tests beside it, which still import the server from here.
export { createStaticServer } from '../shared/static-host/dist/serve-static.js';
