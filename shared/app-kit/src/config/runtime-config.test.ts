import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const good = {
  apiBaseUrl: 'http://localhost:4000/',
  kakao: { authorizeUrl: 'http://localhost:4000/oauth/authorize', clientId: 'momentum-dev' },
  remotes: {
    home: 'http://localhost:3001/mf-manifest.json',
    moment: 'http://localhost:3002/mf-manifest.json',
    feed: 'http://localhost:3003/mf-manifest.json',
    mypage: 'http://localhost:3004/mf-manifest.json',
  },
};

const respond = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('parseRuntimeConfig', () => {
  it('accepts a complete config and drops the trailing slash of the API URL', () => {
    const config = parseRuntimeConfig(good);
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(config.remotes.mypage).toBe('http://localhost:3004/mf-manifest.json');
    expect(config.kakao.clientId).toBe('momentum-dev');
  });

  it('names every missing or malformed field', () => {
    const broken = { ...good, kakao: { authorizeUrl: 'not a url' }, remotes: { home: good.remotes.home } };
    expect(() => parseRuntimeConfig(broken)).toThrow(RuntimeConfigError);
    try {
      parseRuntimeConfig(broken);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('kakao.authorizeUrl');
      expect(message).toContain('kakao.clientId');
      expect(message).toContain('remotes.feed');
      expect(message).not.toContain('remotes.home');
      expect((error as RuntimeConfigError).userMessage).toMatch(/형식이 올바르지 않습니다/);
    }
  });

  it('reads the KakaoTalk share key and SDK only when both are usable', () => {
    const sdk = { url: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js', integrity: 'sha384-abc' };
    expect(parseRuntimeConfig({ ...good, kakao: { ...good.kakao, jsKey: 'js-key', sdk } }).kakao.share).toEqual({ jsKey: 'js-key', sdk });
    expect(parseRuntimeConfig(good).kakao.share).toBeUndefined();
    expect(parseRuntimeConfig({ ...good, kakao: { ...good.kakao, jsKey: 'js-key' } }).kakao.share).toBeUndefined();
    expect(parseRuntimeConfig({ ...good, kakao: { ...good.kakao, jsKey: '', sdk } }).kakao.share).toBeUndefined();
    expect(parseRuntimeConfig({ ...good, kakao: { ...good.kakao, jsKey: 'k', sdk: { url: sdk.url } } }).kakao.share).toBeUndefined();
  });

  it('refuses a JSON value that is not an object', () => {
    expect(() => parseRuntimeConfig([1, 2])).toThrow(/not a JSON object/);
  });
});

describe('parseRuntimeConfig on a browser without URL.canParse (Safari before 17, iOS 16.4 included)', () => {
  // Deleted where it is defined: the global URL under jsdom is a subclass of Node's, which has it.
  let owner: object | null = URL;
  while (owner && !Object.hasOwn(owner, 'canParse')) owner = Object.getPrototypeOf(owner);
  const canParse = owner && Object.getOwnPropertyDescriptor(owner, 'canParse');
  beforeEach(() => {
    if (owner) delete (owner as { canParse?: unknown }).canParse;
  });
  afterEach(() => {
    if (owner && canParse) Object.defineProperty(owner, 'canParse', canParse);
  });

  it('still accepts a complete config', () => {
    expect('canParse' in URL).toBe(false);
    expect(owner).not.toBeNull();
    expect(parseRuntimeConfig(good)).toMatchObject({ apiBaseUrl: 'http://localhost:4000', remotes: { feed: good.remotes.feed } });
  });

  it('still refuses what is not an absolute URL, naming each field', () => {
    const broken = { ...good, apiBaseUrl: 'not a url', remotes: { ...good.remotes, feed: '/mf-manifest.json', home: 42 } };
    expect(() => parseRuntimeConfig(broken)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(broken)).toThrow(/apiBaseUrl must be a URL; .*remotes\.home .*remotes\.feed/);
    expect(() => parseRuntimeConfig(broken)).not.toThrow(/remotes\.moment/);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches and parses the file', async () => {
    const fetchFn = respond(JSON.stringify(good));
    await expect(loadRuntimeConfig('/app-config.json', fetchFn)).resolves.toMatchObject({ apiBaseUrl: 'http://localhost:4000' });
    expect(fetchFn).toHaveBeenCalledWith('/app-config.json');
  });

  it('reports a missing file (404) in Korean', async () => {
    const error = await loadRuntimeConfig('/app-config.json', respond('nope', 404)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as RuntimeConfigError).userMessage).toContain('찾을 수 없습니다');
    expect((error as Error).message).toContain('404');
  });

  it('reports malformed JSON', async () => {
    const error = await loadRuntimeConfig('/app-config.json', respond('{"apiBaseUrl":')).catch((e: unknown) => e);
    expect((error as Error).message).toContain('not valid JSON');
  });

  it('reports an unreachable server', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await loadRuntimeConfig('/app-config.json', fetchFn).catch((e: unknown) => e);
    expect((error as RuntimeConfigError).userMessage).toContain('네트워크');
  });
});
