import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaces, fontFiles } from './font-faces';

const fontsDir = join(import.meta.dirname, '..', 'fonts');
const rules = fontFaces.split('@font-face').slice(1);

describe('font faces', () => {
  it('has one @font-face with a unicode-range per generated file: the first-paint subsets block, the others swap', () => {
    expect(fontFiles.length).toBeGreaterThanOrEqual(3);
    expect(rules).toHaveLength(fontFiles.length);
    fontFiles.forEach((file, i) => {
      const rule = rules[i]!;
      expect(rule).toContain(`url('${file.url}') format('woff2')`);
      expect(rule).toContain(`unicode-range: ${file.unicodeRange};`);
      expect(rule).toContain(file.critical ? 'font-display: block;' : 'font-display: swap;');
      expect(file.unicodeRange).toMatch(/^U\+[0-9A-F]+(-[0-9A-F]+)?(, U\+[0-9A-F]+(-[0-9A-F]+)?)*$/);
    });
  });

  it('points at files that exist, with their recorded sizes', () => {
    for (const file of fontFiles) {
      const path = join(fontsDir, file.file);
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).size).toBe(file.bytes);
    }
  });

  it('ships the OFL license beside the fonts', () => {
    expect(existsSync(join(fontsDir, 'OFL.txt'))).toBe(true);
  });

  it('keeps the first-paint subsets (Latin + UI Korean) within 60 KB', () => {
    const critical = fontFiles.filter((f) => f.critical);
    expect(critical.map((f) => f.file)).toEqual(
      expect.arrayContaining(['galmuri11-latin.woff2', 'galmuri11-ko-ui.woff2']),
    );
    expect(critical.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(60 * 1024);
  });

  it('covers the UI texts: the Korean subset declares strings of docs/product-spec.md and Latin covers ASCII', () => {
    const ui = fontFiles.find((f) => f.file === 'galmuri11-ko-ui.woff2')!;
    const covered = (ch: string) => {
      const cp = ch.codePointAt(0)!;
      return ui.unicodeRange.split(', ').some((span) => {
        const [from, to = from] = span.slice(2).split('-').map((h) => parseInt(h, 16));
        return cp >= from! && cp <= to!;
      });
    };
    for (const ch of '로딩 중...오늘은 작심일알림이 없습니다.'.replace(/[^\uAC00-\uD7A3]/g, '')) {
      expect(covered(ch), ch).toBe(true);
    }
    expect(fontFiles.find((f) => f.file === 'galmuri11-latin.woff2')!.unicodeRange).toContain('U+20-7E');
  });
});
