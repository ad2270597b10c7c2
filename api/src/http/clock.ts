import fs from 'node:fs';

/** Milliseconds since the epoch. Injected so tests can move time (token expiry, rotation grace). */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/**
 * e2e only (TEST_CLOCK_OFFSET_FILE, refused at start when NODE_ENV=production): now plus the whole
 * milliseconds written in `file`, read on every call so a browser test moves the running server's
 * time at once by rewriting it (atomically). A missing file is no offset; anything else unreadable
 * throws, so a broken test setup fails loudly instead of running on the real time.
 */
export function offsetFileClock(file: string): Clock {
  return () => Date.now() + readOffset(file);
}

function readOffset(file: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (!/^-?\d{1,15}$/.test(text)) throw new Error(`TEST_CLOCK_OFFSET_FILE ${file}: expected whole milliseconds, got ${JSON.stringify(text.slice(0, 40))}`);
  return Number(text);
}
