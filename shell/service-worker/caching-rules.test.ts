import { afterEach, describe, expect, it } from 'vitest';
import { isImmutableCode, isReleasePointer, urlsToKeep } from './caching-rules';

const SHELL = 'https://momentum.example';
const at = (url: string) => new URL(url);

describe('what the worker answers network first: what says which release runs', () => {
  it("is the shell's runtime config and any remote's federation manifest and entry", () => {
    expect(isReleasePointer(at(`${SHELL}/app-config.json`), SHELL)).toBe(true);
    expect(isReleasePointer(at('https://cdn.example/feed/r42/mf-manifest.json'), SHELL)).toBe(true);
    expect(isReleasePointer(at('http://localhost:3203/remoteEntry.js'), SHELL)).toBe(true);
  });

  it("is not another origin's app-config.json, nor code or data", () => {
    expect(isReleasePointer(at('https://api.example/app-config.json'), SHELL)).toBe(false);
    expect(isReleasePointer(at(`${SHELL}/main.a791d839.js`), SHELL)).toBe(false);
    expect(isReleasePointer(at('https://api.example/api/home'), SHELL)).toBe(false);
  });
});

describe('what the worker keeps cache first: content-hashed code and fonts', () => {
  it('is a hashed script or font on any origin', () => {
    expect(isImmutableCode(at(`${SHELL}/react.17d64e45.js`))).toBe(true);
    expect(isImmutableCode(at('https://cdn.example/feed/r42/__federation_expose_routes.0a1b2c3d.js'))).toBe(true);
    expect(isImmutableCode(at(`${SHELL}/assets/galmuri11-ko-ui.ed386372.woff2`))).toBe(true);
  });

  it('is never an entry with a fixed name, the API, or a photo', () => {
    expect(isImmutableCode(at('https://cdn.example/feed/remoteEntry.js'))).toBe(false);
    expect(isImmutableCode(at('https://api.example/api/bucket/0a1b2c3d.js'))).toBe(false);
    expect(isImmutableCode(at('https://photos.example/u/2c0e7f1a-9b.webp?sig=x'))).toBe(false);
    expect(isImmutableCode(at(`${SHELL}/index.html`))).toBe(false);
  });
});

describe('what the worker keeps of what a page says it loaded', () => {
  it('keeps the code and release pointers, and drops data, photos, pages and anything not a URL', () => {
    const kept = urlsToKeep(
      [
        `${SHELL}/react.17d64e45.js`,
        'https://cdn.example/feed/r42/mf-manifest.json',
        `${SHELL}/app-config.json`,
        'https://api.example/api/home',
        'https://photos.example/u/a.webp?sig=x',
        `${SHELL}/home`,
        'not a url',
        42,
      ],
      SHELL,
    );
    expect(kept).toEqual([`${SHELL}/react.17d64e45.js`, 'https://cdn.example/feed/r42/mf-manifest.json', `${SHELL}/app-config.json`]);
    expect(urlsToKeep('nothing', SHELL)).toEqual([]);
  });

  describe('in a worker without URL.canParse (Safari before 17)', () => {
    // Deleted where it is defined: the global URL under jsdom is a subclass of Node's, which has it.
    let owner: object | null = URL;
    while (owner && !Object.hasOwn(owner, 'canParse')) owner = Object.getPrototypeOf(owner);
    const canParse = owner && Object.getOwnPropertyDescriptor(owner, 'canParse');
    afterEach(() => {
      if (owner && canParse) Object.defineProperty(owner, 'canParse', canParse);
    });

    it('still keeps the URLs under its rules and drops what is not a URL', () => {
      if (owner) delete (owner as { canParse?: unknown }).canParse;
      expect('canParse' in URL).toBe(false);
      expect(urlsToKeep([`${SHELL}/main.0a1b2c3d.js`, 'not a url', '/relative.0a1b2c3d.js'], SHELL)).toEqual([`${SHELL}/main.0a1b2c3d.js`]);
    });
  });
});
