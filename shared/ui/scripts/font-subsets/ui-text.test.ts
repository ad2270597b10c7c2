// The committed font is cut for today's texts: every Hangul syllable the UI shows is in the subset the
// first paint loads (ko-ui). A text added without `pnpm --filter @momentum/ui build:fonts` fails here,
// instead of a page fetching another Korean chunk for it.
import { describe, expect, it } from 'vitest';
import { fontFiles } from '../../src/font-faces';
import { hangulIn } from './hangul-sets';
import { uiText } from './ui-text';

const inRange = (unicodeRange: string, ch: string) => {
  const cp = ch.codePointAt(0)!;
  return unicodeRange.split(', ').some((span) => {
    const [from, to = from] = span.slice(2).split('-').map((h) => parseInt(h, 16));
    return cp >= from! && cp <= to!;
  });
};

describe('the first-paint Korean subset', () => {
  it('holds every syllable of the UI texts (rebuild with build:fonts after a text changes)', () => {
    const ui = fontFiles.find((file) => file.file === 'galmuri11-ko-ui.woff2')!;
    const missing = hangulIn(uiText()).filter((ch) => !inRange(ui.unicodeRange, ch));
    expect(missing).toEqual([]);
  });
});
