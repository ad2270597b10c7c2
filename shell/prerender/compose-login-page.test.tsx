// The build step's output, from the real screen: what @momentum/first-visit's compose-page writes into login.html.
import { describe, expect, it } from 'vitest';
import { SLOGAN } from '../src/pages/slogan';
import { AFTER_PAINT_TEMPLATE_ID, composeLoginPage, localAssetUrls, SCREEN_PARSED_ID } from '@momentum/first-visit/compose';
import { renderShellScreen } from './login-screen';
import { PRERENDER_ORIGIN } from '@momentum/first-visit/prerender';

const INDEX =
  '<!doctype html><html><head><style>body{margin:0}</style><script defer src="/main.1.js"></script>' +
  '<link rel="preload" as="script" href="/react.2.js" /><!--momentum:tab-hints--></head><body><div id="root"></div></body></html>';
const body = (page: string) => page.slice(page.indexOf('<div id="root">'));

describe('composeLoginPage', () => {
  const page = composeLoginPage(INDEX, renderShellScreen('/login'));

  it("puts the shell's login screen into #root, with its styles and the critical font preloads in the head", () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const screen = doc.querySelector('#root [data-testid="login-page"]');
    expect(screen?.querySelector('p')?.textContent).toBe(SLOGAN);
    expect(screen?.textContent).toContain('카카오 로그인');
    // The toast live region is part of the screen React renders: the same tree, not a hand copy.
    expect(doc.querySelector('#root [role="status"][aria-live="polite"]')).not.toBeNull();
    // A refused sign-in's alert exists only when the app navigates here with one: never in the page.
    expect(doc.querySelector('#root [role="alert"]')).toBeNull();
    expect(doc.head.querySelector('style[data-styled]')?.textContent).toContain('@font-face');
    expect(doc.head.querySelectorAll('link[rel="preload"][as="font"][crossorigin]')).toHaveLength(2);
    expect(page).toContain('<!--momentum:tab-hints-->');
  });

  it("holds the shell's scripts and chunk preloads in the after-paint template (ADR 0010)", () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const template = doc.querySelector<HTMLTemplateElement>(`template#${AFTER_PAINT_TEMPLATE_ID}`);
    expect(template?.content.querySelector('script[src="/main.1.js"]')).not.toBeNull();
    expect(template?.content.querySelector('link[rel="preload"][as="script"][href="/react.2.js"]')).not.toBeNull();
    // Outside the template nothing loads a script: the page paints from its HTML and fonts alone.
    expect(doc.querySelectorAll('script[src], link[as="script"]')).toHaveLength(0);
  });

  it('holds its first frame until the whole screen is parsed: a render-blocking rel=expect names an element after #root', () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const links = doc.head.querySelectorAll('link[rel="expect"][blocking="render"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(`#${SCREEN_PARSED_ID}`);
    const target = doc.getElementById(SCREEN_PARSED_ID)!;
    const root = doc.getElementById('root')!;
    expect(target.parentElement).toBe(doc.body);
    expect(root.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(root.contains(target)).toBe(false);
  });

  it('leaves the Kakao link inert (no href) and no placeholder URL anywhere', () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const kakao = [...doc.querySelectorAll('#root a')].find((a) => a.textContent === '카카오 로그인');
    expect(kakao).toBeDefined();
    expect(kakao!.hasAttribute('href')).toBe(false);
    expect(page).not.toContain(PRERENDER_ORIGIN);
  });

  it('moves style attributes (refused by the CSP in served HTML) into a <style> the CSP allows by its hash', () => {
    expect(body(page)).not.toMatch(/\sstyle="/);
    expect(page).toMatch(/<style>\[data-prerender-style="login-0"\]\{[^}]*!important/);
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => composeLoginPage('<html><head></head><body></body></html>', renderShellScreen('/login'))).toThrow(/#?root/);
  });

  it('refuses a screen without the Kakao link', () => {
    expect(() => composeLoginPage(INDEX, renderShellScreen('/no-such-page'))).toThrow(/one Kakao link/);
  });
});

describe('localAssetUrls', () => {
  it('lists the /assets/ files a page names in url() and href', () => {
    const page = `<link href="/assets/a.1.woff2"><style>@font-face{src:url('/assets/b.2.woff2')}</style><a href="/login">`;
    expect(localAssetUrls(page)).toEqual(['/assets/a.1.woff2', '/assets/b.2.woff2']);
  });
});
