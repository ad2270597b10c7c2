// @vitest-environment jsdom
// The first-answers inline script in a page composed as the Node layer does: it starts the listed GETs
// first and fills a marked element only from a real success, before React has rendered there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPrimed, takePrimed } from '@momentum/api-client/primed-requests';
import { addTabPageHints } from '../server/page-hints';
import { TAB_HINTS_MARKER } from '../../page-contract/page-files';
import { FIRST_ANSWERS_SCRIPT } from '../../page-contract/inline-scripts';
import { API_BASE_ATTRIBUTE, FIRST_ANSWER_ATTRIBUTE, FIRST_ANSWER_TEXT_ATTRIBUTE } from '../../page-contract/page-marks';

const CONFIG = { apiBaseUrl: 'https://api.example/', remotes: { home: 'https://cdn.example/home/mf-manifest.json' } };
const STREAK = '/api/home/consecutiveDays';
const page = addTabPageHints(`<html><head>${TAB_HINTS_MARKER}</head><body></body></html>`, CONFIG, '/home', () => ({
  requests: { '/': [STREAK, '/api/home/week', '//evil.example/api', 'https://evil.example/api/x'] },
}));
const heading = () => document.querySelector('h1')!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The API's answers by path. */
function network(answers: Record<string, { status: number; body: unknown }>) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const answer = answers[new URL(url).pathname] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
}

function open(busy = true) {
  const parsed = new DOMParser().parseFromString(page, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = `<h1 aria-busy="${busy}" ${FIRST_ANSWER_ATTRIBUTE}="${STREAK}" ${FIRST_ANSWER_TEXT_ATTRIBUTE}="오늘은 작심 {consecutiveDays}일">로딩 중...</h1>`;
}

function run(fetchFn: unknown) {
  vi.stubGlobal('fetch', fetchFn);
  new Function(document.head.querySelector('script')!.textContent!)();
}

beforeEach(() => {
  clearPrimed();
  localStorage.setItem('accessToken', 'tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a tab page's first-answers script", () => {
  it('is the known script, right after the list it reads', () => {
    expect(page).toContain(
      `<meta name="momentum-first-requests" content="${STREAK} /api/home/week //evil.example/api https://evil.example/api/x" ${API_BASE_ATTRIBUTE}="https://api.example" /><script>${FIRST_ANSWERS_SCRIPT}</script>`,
    );
  });

  it("starts the listed API GETs on the page's API origin with the client's credentials, at once, for the client to take", async () => {
    open();
    const fetchFn = network({ [STREAK]: { status: 200, body: { success: true, consecutiveDays: 3 } }, '/api/home/week': { status: 200, body: { days: [] } } });
    run(fetchFn);
    // Synchronously: nothing (the runtime config included) is awaited before the GETs go out.
    const calls = fetchFn.mock.calls.map(([url, init]) => [url, init?.credentials, (init?.headers as Record<string, string> | undefined)?.Authorization]);
    expect(calls).toEqual([
      [`https://api.example${STREAK}`, 'include', 'Bearer tok'],
      ['https://api.example/api/home/week', 'include', 'Bearer tok'],
    ]);
    await expect(takePrimed(`https://api.example${STREAK}`, 'Bearer tok')).resolves.toEqual({
      status: 200,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      body: '{"success":true,"consecutiveDays":3}',
    });
    await expect(takePrimed('https://api.example/api/home/week', 'Bearer someone-else')).resolves.toBeNull();
  });

  it('writes the real streak into the marked heading before the app runs', async () => {
    open();
    run(network({ [STREAK]: { status: 200, body: { success: true, consecutiveDays: 12 } } }));
    await vi.waitFor(() => expect(heading().textContent).toBe('오늘은 작심 12일'));
    expect(heading().getAttribute('aria-busy')).toBe('false');
  });

  it('while the page is still parsed, fills a heading already closed at once, and one still open at DOMContentLoaded', async () => {
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      open();
      run(network({ [STREAK]: { status: 200, body: { success: true, consecutiveDays: 7 } } }));
      await settle();
      expect(heading().textContent, 'the heading may still be getting its children').toBe('로딩 중...');
      document.body.append(document.createElement('nav'));
      clearPrimed();
      run(network({ [STREAK]: { status: 200, body: { success: true, consecutiveDays: 8 } } }));
      await vi.waitFor(() => expect(heading().textContent).toBe('오늘은 작심 8일'));
    } finally {
      loading.mockRestore();
    }
    document.body.lastElementChild!.remove();
    heading().setAttribute('aria-busy', 'true');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(heading().textContent, 'the first answer, once the page is parsed').toBe('오늘은 작심 7일');
  });

  it('leaves the heading to the app on a failure, a refused token, or once React has rendered there', async () => {
    for (const [answer, busy] of [
      [{ status: 200, body: { success: false, consecutiveDays: 4 } }, true],
      [{ status: 200, body: { success: true } }, true],
      [{ status: 401, body: { code: 'UNAUTHORIZED' } }, true],
      [{ status: 200, body: { success: true, consecutiveDays: 5 } }, false],
    ] as const) {
      clearPrimed();
      open(busy);
      const fetchFn = network({ [STREAK]: answer });
      run(fetchFn);
      await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2));
      await settle();
      await settle();
      expect(heading().textContent, JSON.stringify(answer)).toBe('로딩 중...');
    }
  });

  it('sends nothing without a stored token, or when the API origin the page names is not a web URL', async () => {
    open();
    localStorage.clear();
    const without = network({});
    run(without);
    await settle();
    expect(without).not.toHaveBeenCalled();

    localStorage.setItem('accessToken', 'tok');
    for (const base of ['javascript:alert(1)', '', '//api.example']) {
      document.head.querySelector('meta')!.setAttribute(API_BASE_ATTRIBUTE, base);
      const odd = network({});
      run(odd);
      await settle();
      expect(odd, base).not.toHaveBeenCalled();
    }
  });
});
