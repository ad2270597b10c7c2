// Cannot resolve (.invalid, RFC 2606): the write step rewrites its URLs and refuses a page still naming one.
export const PRERENDER_ORIGIN = 'https://prerender.invalid';
