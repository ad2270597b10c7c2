// The build step's output for a tab, from the real shell tree: what the server fills with a screen.
import { describe, expect, it, vi } from 'vitest';
import { composeTabFramePage, REMOTE_SCREEN_MARKER } from '@momentum/first-visit/compose';
import { renderTabFrame } from './tab-frame';
import { TAP_KEEPER_SCRIPT } from '@momentum/first-visit/compose';

// Signed in before the session store is first imported (it reads its first token then), as the
// build's signed-in-storage does where there is no window.
vi.hoisted(() => localStorage.setItem('accessToken', 'test-token'));

const INDEX =
  '<!doctype html><html><head><script defer src="/main.1.js"></script>' +
  '<link rel="preload" as="script" href="/react.2.js" /><!--momentum:tab-hints--></head><body><div id="root"></div></body></html>';

describe('composeTabFramePage', () => {
  const page = composeTabFramePage(INDEX, renderTabFrame('home'), 'home');
  const doc = new DOMParser().parseFromString(page, 'text/html');

  it('holds the shell frame of the tab, marked for hydration, with the tab active', () => {
    const root = doc.getElementById('root')!;
    expect(root.hasAttribute('data-hydrate')).toBe(true);
    expect(root.querySelector('nav[aria-label="주요 메뉴"] a[aria-current="page"]')?.getAttribute('href')).toBe('/home');
    expect(root.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
  });

  it("puts the marker where the remote's markup goes: alone inside the remote area's Suspense boundary", () => {
    expect(page.split(REMOTE_SCREEN_MARKER)).toHaveLength(2);
    expect(page).toContain(`<!--$-->${REMOTE_SCREEN_MARKER}<!--/$-->`);
  });

  it('carries no style attribute, its styles, and its scripts and the tab hints marker in the head as index.html has them', () => {
    expect(page.slice(page.indexOf('<div id="root"'))).not.toMatch(/\sstyle="/);
    expect(doc.head.querySelector('style[data-styled]')?.textContent).toContain('@font-face');
    // Not held until the paint (ADR 0014): no template, no loader, the scripts start with the page. The one
    // inline script is the tap keeper (ADR 0024), in the head, so taps are kept from the first paint.
    expect(doc.querySelector('template')).toBeNull();
    expect([...doc.querySelectorAll('script:not([src])')].map((script) => script.textContent)).toEqual([TAP_KEEPER_SCRIPT]);
    expect(doc.head.querySelector('script:not([src])')).not.toBeNull();
    expect(doc.head.querySelector('script[defer][src="/main.1.js"]')).not.toBeNull();
    expect(doc.head.querySelector('link[rel="preload"][as="script"][href="/react.2.js"]')).not.toBeNull();
    expect(page).toContain('<!--momentum:tab-hints-->');
  });

  it('refuses a frame without its slot', () => {
    expect(() => composeTabFramePage(INDEX, { html: '<div></div>', styleTags: '', criticalFontUrls: [] }, 'home')).toThrow(/slot/);
  });
});
