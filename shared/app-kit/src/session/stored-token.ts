// The access token as docs/product-spec.md stores it: a raw string in localStorage['accessToken']. Stateless, so
// code that runs before the federation share scope is ready (the shell's critical path) may read it.
export const ACCESS_TOKEN_KEY = 'accessToken';

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): behave as signed out
  }
}
