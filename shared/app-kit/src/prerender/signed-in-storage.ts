// Build-time only (Node). Signed-in screens are prerendered as a signed-in visitor sees them while
// their data loads. The session store reads its first token from localStorage when it is first
// imported, and on the server React reads that first state (zustand's server snapshot), so a prerender
// entry imports this module before anything else: a placeholder token in a storage of its own.
const values = new Map<string, string>([['accessToken', 'prerender']]);

if (typeof window === 'undefined') {
  (globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).localStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export {};
