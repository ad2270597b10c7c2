// The security headers live in @momentum/static-host (src/security-headers.ts). This re-export of its
// built output remains for the first-visit modules beside it (page-csp.mjs and their tests), which
// still import them from here.
export * from '../../shared/static-host/dist/security-headers.js';
