// Build-time only: the session store reads its first token from localStorage on import, so a signed-in
// prerender bundle runs this first (compose/prerender-config.ts) to render as a signed-in visitor sees it.
import { ACCESS_TOKEN_KEY } from '@momentum/app-kit/stored-token';

const values = new Map<string, string>([[ACCESS_TOKEN_KEY, 'prerender']]);

if (typeof window === 'undefined') {
  (globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).localStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export {};
