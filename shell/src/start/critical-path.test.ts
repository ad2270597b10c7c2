import { describe, expect, it, vi } from 'vitest';
import { remoteForFirstVisit } from './critical-path';

describe('remoteForFirstVisit', () => {
  it("is the tab's remote on a tab's URL when signed in", () => {
    expect(remoteForFirstVisit('/home', true)?.key).toBe('home');
    expect(remoteForFirstVisit('/moment/upload/3', true)?.key).toBe('moment');
    expect(remoteForFirstVisit('/mypage/friend', true)?.key).toBe('mypage');
  });

  it('is home on the splash when signed in, since the splash leads there', () => {
    expect(remoteForFirstVisit('/', true)?.key).toBe('home');
  });

  it('is nothing when signed out, on the login page, or on a look-alike path', () => {
    expect(remoteForFirstVisit('/home', false)).toBeNull();
    expect(remoteForFirstVisit('/login', true)).toBeNull();
    expect(remoteForFirstVisit('/homework', true)).toBeNull();
  });
});

describe('primeFirstScreenRequests', () => {
  it('starts the GETs the page names, on the configured API, with the stored token, and nothing else', async () => {
    const { primeFirstScreenRequests } = await import('./critical-path');
    const { takePrimed } = await import('@momentum/api-client/primed-requests');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta name="momentum-first-requests" content="/api/home /api/home/completedbucket //evil.example/api https://evil.example/api/x">';
    primeFirstScreenRequests('https://api.example/', 'tok', doc);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://api.example/api/home', 'https://api.example/api/home/completedbucket']);
    await expect(takePrimed('https://api.example/api/home', 'Bearer tok')).resolves.toMatchObject({ status: 200 });
    vi.unstubAllGlobals();
  });
});
