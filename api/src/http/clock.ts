import fs from 'node:fs';

/** Injected so tests can move time (token expiry, rotation grace). */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** e2e only (refused in production): read per call so a test moves the server's time at once. */
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
