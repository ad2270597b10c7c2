// A placeholder origin that cannot resolve (.invalid, RFC 2606) for the asset URLs prerenders render; the write
// step turns them into the page's own URLs or removes them, and refuses a page or fragment that still names
// one. Free of imports: Node-bundled prerender code uses it.
export const PRERENDER_ORIGIN = 'https://prerender.invalid';
