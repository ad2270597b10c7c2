// The build step's output for a tab, from the real shell tree: what the server fills with a screen.
import { describe, expect, it, vi } from 'vitest';
import { composeTabFramePage } from './compose-tab-frame';
import { REMOTE_SCREEN_MARKER } from './remote-screen-slot';
import { renderTabFrame } from './tab-frame';
import { AFTER_PAINT_TEMPLATE_ID } from './scripts-after-paint';

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

  it('carries no style attribute, its styles, and its scripts and the tab hints only in the after-paint template', () => {
    expect(page.slice(page.indexOf('<div id="root"'))).not.toMatch(/\sstyle="/);
    expect(doc.head.querySelector('style[data-styled]')?.textContent).toContain('@font-face');
    const template = doc.querySelector<HTMLTemplateElement>(`template#${AFTER_PAINT_TEMPLATE_ID}`)!;
    expect(template.innerHTML).toBe('<script defer="" src="/main.1.js"></script><link rel="preload" as="script" href="/react.2.js"><!--momentum:tab-hints-->');
    expect(doc.querySelectorAll('script[src], link[as="script"]')).toHaveLength(0);
  });

  it('refuses a frame without its slot', () => {
    expect(() => composeTabFramePage(INDEX, { html: '<div></div>', styleTags: '', criticalFontUrls: [] }, 'home')).toThrow(/slot/);
  });
});
