/** Response header carrying a renewed access token; CORS exposes it so the browser can read it. */
export const ACCESS_TOKEN_HEADER = 'x-access-token';
