// The one session store (ADR 0001), mirrored to localStorage as docs/product-spec.md stores the token. A
// federation singleton, so the shell and every remote read the same token.
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

export function getSessionToken(): string | null {
  return useSessionStore.getState().token;
}
