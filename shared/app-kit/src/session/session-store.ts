// The one session store (ADR 0001): the access token, mirrored to localStorage['accessToken'] as a raw
// string because docs/product-spec.md stores it there. A federation singleton, so the shell and every remote
// read the same token.
import { create } from 'zustand';
import { ACCESS_TOKEN_KEY, readStoredToken } from './stored-token';

export { ACCESS_TOKEN_KEY };

interface SessionState {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(ACCESS_TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Keep the in-memory session even when storage refuses the write.
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  setToken: (token) => {
    writeStoredToken(token);
    set({ token });
  },
  clearToken: () => {
    writeStoredToken(null);
    set({ token: null });
  },
}));

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) useSessionStore.setState({ token: readStoredToken() });
  });
}

/** Non-React read, for interceptors and loaders. */
export function getSessionToken(): string | null {
  return useSessionStore.getState().token;
}
