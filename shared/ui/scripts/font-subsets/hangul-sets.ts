import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const HANGUL_SYLLABLE = /[\uAC00-\uD7A3]/u;

/**
 * The 2,350 Hangul syllables of KS X 1001 (the EUC-KR rows 0xB0–0xC8), decoded with the runtime's ICU
 * so no character list has to be downloaded or hand-maintained.
 */
export function ksx1001Syllables(): string[] {
  const decoder = new TextDecoder('euc-kr');
  const out: string[] = [];
  for (let row = 0xb0; row <= 0xc8; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      out.push(decoder.decode(Uint8Array.from([row, cell])));
    }
  }
  if (out.length !== 2350 || !out.every((ch) => HANGUL_SYLLABLE.test(ch))) {
    throw new Error('This Node.js lacks full ICU: EUC-KR decoding did not yield the 2,350 syllables');
  }
  return out;
}

/** Every Hangul syllable in a text, deduplicated, in first-seen order. */
export function hangulIn(text: string): string[] {
  return [...new Set([...text].filter((ch) => HANGUL_SYLLABLE.test(ch)))];
}

const SOURCE_FILE = /\.(ts|tsx)$/;
// Test helpers hold test data, not UI text.
const SKIP_DIR = new Set(['node_modules', 'scripts', 'dist', '.data', 'test-results', 'playwright-report', 'test', 'test-support']);

/** Concatenated text of the app sources under `root` (the UI strings live there), tests excluded. */
export function readSources(root: string): string {
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.') || SKIP_DIR.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE_FILE.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) {
        parts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  walk(root);
  return parts.join('\n');
}
