// The height of a short tab page on a 375×812 phone, from the shell's real tree and a remote's real
// Page: jsdom lays nothing out, so the test works the column out from the computed styles.
import { screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@momentum/app-kit/session';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import { Page } from '@momentum/ui/page';
import { renderShellAt, testConfig } from '../app/test-utils';
import { registerAppRemotes } from '../remotes/remote-loader';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(async () => {}),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));

const VIEWPORT_HEIGHT = 812;

/**
 * A length as the browser would resolve it, in px: jsdom keeps `calc()` as written. Sums of rem, px
 * and viewport terms; 1rem is 10px (the GlobalStyle's 62.5%), env() is 0 off a notch.
 */
function px(value: string): number {
  const terms = value.replace(/env\([^)]*\)/g, '0px').match(/-?[\d.]+(rem|px|dvh|svh|lvh|vh)/g) ?? [];
  return terms.reduce((sum, term) => {
    const n = parseFloat(term);
    if (term.endsWith('rem')) return sum + n * 10;
    if (term.endsWith('vh')) return sum + (n * VIEWPORT_HEIGHT) / 100;
    return sum + n;
  }, 0);
}

const style = (element: Element) => getComputedStyle(element);
const paddingY = (element: Element) => px(style(element).paddingTop) + px(style(element).paddingBottom);
const grows = (element: Element) => {
  const parent = style(element.parentElement!);
  return parent.display === 'flex' && parent.flexDirection === 'column' && Number(style(element).flexGrow) > 0;
};

/**
 * From the page up to <body>: the least height each box needs (border-box, with content only a line
 * or two), then, from <body> down, the height each box gets, a growing flex item taking its column's
 * whole content box.
 */
function layOut(page: Element): { bodyHeight: number; pageHeight: number } {
  const chain: Element[] = [];
  for (let element: Element | null = page; element && element !== document.documentElement; element = element.parentElement) chain.push(element);
  let need = 0;
  const needs = chain.map((element) => (need = Math.max(px(style(element).minHeight), need + paddingY(element))));
  let height = Math.max(VIEWPORT_HEIGHT, needs.at(-1)!);
  for (let i = chain.length - 2; i >= 0; i--) {
    height = grows(chain[i]!) ? height - paddingY(chain[i + 1]!) : needs[i]!;
  }
  return { bodyHeight: Math.max(VIEWPORT_HEIGHT, needs.at(-1)!), pageHeight: height };
}

beforeEach(() => {
  useSessionStore.getState().setToken('token');
  registerAppRemotes(testConfig.remotes, REMOTES);
  vi.mocked(loadRemote).mockImplementation(async () => () => ({
    default: () => (
      <Page>
        <p>짧은 화면</p>
      </Page>
    ),
  }));
});

it('a short tab page fills the viewport above the tab bar, and the document is not taller than the viewport', async () => {
  renderShellAt('/mypage');
  const page = (await screen.findByText('짧은 화면')).closest('main')!;
  const tabBar = screen.getByRole('navigation', { name: '주요 메뉴' });
  const { bodyHeight, pageHeight } = layOut(page);
  // The tab bar's room is counted once: not a scroll of its height under every tab.
  expect(bodyHeight).toBe(VIEWPORT_HEIGHT);
  expect(pageHeight).toBe(VIEWPORT_HEIGHT - px(style(tabBar).height));
  expect(style(tabBar).position).toBe('fixed');
  expect(px(style(tabBar).bottom)).toBe(0);
});
