import { beforeEach, describe, expect, it } from 'vitest';
import { fontFiles } from './font-faces';
import { preloadCriticalFonts } from './preload-fonts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('preloadCriticalFonts', () => {
  beforeEach(() => {
    for (const link of preloads()) link.remove();
  });

  it('preloads every critical subset, and only those, as CORS woff2 fonts', () => {
    preloadCriticalFonts(document);
    const critical = fontFiles.filter((f) => f.critical);
    expect(critical.length).toBeGreaterThan(0);
    expect(preloads().map((link) => link.href)).toEqual(critical.map((f) => f.url));
    for (const link of preloads()) {
      expect(link.getAttribute('as')).toBe('font');
      expect(link.getAttribute('type')).toBe('font/woff2');
      expect(link.getAttribute('crossorigin')).toBe('anonymous');
    }
  });

  it('adds nothing the second time (a remote harness and the shell may both call it)', () => {
    preloadCriticalFonts(document);
    const count = preloads().length;
    preloadCriticalFonts(document);
    expect(preloads()).toHaveLength(count);
  });
});
