// The inline script login.html carries (@momentum/first-visit's runtime/inline-scripts/kakao-link.ts), run on the real composed page:
// it must make the same link the app's KakaoLoginButton makes and leave the state exactly where the
// app's callback checks it, before any of the app's scripts has loaded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildKakaoAuthorizeUrl } from '@momentum/app-kit/kakao';
import { KAKAO_STATE_KEY, takeKakaoState } from '@momentum/app-kit/kakao-state';
import { composeLoginPage } from '@momentum/first-visit/compose';
import { renderShellScreen } from './login-screen';

const INDEX =
  '<!doctype html><html><head><script defer src="/main.1.js"></script><!--momentum:tab-hints--></head>' +
  '<body><div id="root"></div></body></html>';
const KAKAO = { authorizeUrl: 'https://kauth.example/oauth/authorize', clientId: 'client-123' };
const page = composeLoginPage(INDEX, renderShellScreen('/login'));
const inlineScript = () => {
  const scripts = [...new DOMParser().parseFromString(page, 'text/html').body.querySelectorAll('script')];
  expect(scripts).toHaveLength(1);
  return scripts[0]!.textContent!;
};

/** A config answer the test releases when it wants (the network's pace). */
function deferredConfig() {
  let release: (config: unknown) => void = () => {};
  const answer = new Promise<unknown>((resolve) => (release = resolve));
  const fetchFn = vi.fn(async () => ({ json: () => answer }));
  return { fetchFn, release };
}

const link = () => document.querySelector<HTMLAnchorElement>('#root a')!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let followed: string[];
const recordFollow = (event: MouseEvent) => {
  // The link's own listener has run; jsdom cannot navigate, so note where the browser would go.
  if (!event.defaultPrevented) followed.push(link().href);
  event.preventDefault();
};

beforeEach(() => {
  sessionStorage.clear();
  followed = [];
  document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
  document.addEventListener('click', recordFollow);
});
afterEach(() => {
  document.removeEventListener('click', recordFollow);
  vi.unstubAllGlobals();
});

function runScript(fetchFn: unknown) {
  vi.stubGlobal('fetch', fetchFn);
  new Function(inlineScript())();
}

describe("login.html's Kakao link script", () => {
  it('sits after #root, once, and the link is inert until it has run', () => {
    expect(page.lastIndexOf('<script>')).toBeGreaterThan(page.indexOf('<div id="root"'));
    expect(link().hasAttribute('href')).toBe(false);
    expect(page).not.toContain(KAKAO.clientId);
  });

  it("gives the link the app's authorize URL from the runtime config, with no state before a click", async () => {
    const { fetchFn, release } = deferredConfig();
    runScript(fetchFn);
    expect(fetchFn).toHaveBeenCalledWith('/app-config.json');
    release({ apiBaseUrl: 'https://api.example', kakao: KAKAO, remotes: {} });
    await settle();
    expect(link().getAttribute('href')).toBe(buildKakaoAuthorizeUrl(KAKAO, window.location.origin));
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
  });

  it('a click makes a fresh state per attempt, in the link and where the callback checks it', async () => {
    const { fetchFn, release } = deferredConfig();
    runScript(fetchFn);
    release({ kakao: KAKAO });
    await settle();
    link().click();
    const first = sessionStorage.getItem(KAKAO_STATE_KEY)!;
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(followed).toEqual([buildKakaoAuthorizeUrl(KAKAO, window.location.origin, first)]);
    link().click();
    const second = sessionStorage.getItem(KAKAO_STATE_KEY)!;
    expect(second).not.toBe(first);
    expect(takeKakaoState(second)).toBe(true);
  });

  it('a tap before the config has arrived waits for it, then follows the link with its state', async () => {
    const { fetchFn, release } = deferredConfig();
    runScript(fetchFn);
    link().click();
    expect(followed).toEqual([]);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
    release({ kakao: KAKAO });
    await settle();
    const state = sessionStorage.getItem(KAKAO_STATE_KEY)!;
    expect(followed).toEqual([buildKakaoAuthorizeUrl(KAKAO, window.location.origin, state)]);
  });

  it('leaves the link inert when the config is unusable or does not come', async () => {
    for (const answer of [{ kakao: { authorizeUrl: 'not a url', clientId: 'x' } }, { kakao: { authorizeUrl: KAKAO.authorizeUrl } }, null]) {
      document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
      const { fetchFn, release } = deferredConfig();
      runScript(fetchFn);
      release(answer);
      await settle();
      expect(link().hasAttribute('href')).toBe(false);
    }
    document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
    runScript(vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await settle();
    expect(link().hasAttribute('href')).toBe(false);
  });
});
