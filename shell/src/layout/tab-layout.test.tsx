// The height of a short tab page on a 375×812 phone, from the shell's real tree and a remote's real
// Page: jsdom lays nothing out, so the test works the column out from the styles as written.
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

/** The safe-area insets of the phone the layout is worked out for, in px: none by default. */
let insets: Record<string, number> = {};

/**
 * A length as the browser would resolve it, in px: sums of rem, px and viewport terms; 1rem is 10px
 * (the GlobalStyle's 62.5%), env(safe-area-inset-*) is `insets`.
 */
function px(value: string): number {
  const resolved = value.replace(/env\(safe-area-inset-(\w+)[^)]*\)/g, (_, edge: string) => `${insets[edge] ?? 0}px`);
  const terms = resolved.match(/-?[\d.]+(rem|px|dvh|svh|lvh|vh)/g) ?? [];
  return terms.reduce((sum, term) => {
    const n = parseFloat(term);
    if (term.endsWith('rem')) return sum + n * 10;
    if (term.endsWith('vh')) return sum + (n * VIEWPORT_HEIGHT) / 100;
    return sum + n;
  }, 0);
}

/** Splits a value at its top-level spaces: `calc(1rem + 2px) 0` → ['calc(1rem + 2px)', '0']. */
function words(value: string): string[] {
  const out = [''];
  let depth = 0;
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ' ' && depth === 0) out.push('');
    else out[out.length - 1] += char;
  }
  return out.filter(Boolean);
}

/** A longhand's value in a declaration of `name` (itself, or the `padding` shorthand), if it gives one. */
function longhand(name: string, value: string, property: string): string | undefined {
  if (name === property) return value;
  const side = /^padding-(top|right|bottom|left)$/.exec(property)?.[1];
  if (name !== 'padding' || !side) return undefined;
  const [t, r = t, b = t, l = r] = words(value);
  return { top: t, right: r, bottom: b, left: l }[side];
}

const specificity = (selector: string) =>
  (selector.match(/#/g) ?? []).length * 10_000 +
  (selector.match(/\.|\[|(?<!:):(?!:)/g) ?? []).length * 100 +
  (selector.match(/(^|[\s>+~(,])[a-z][\w-]*/gi) ?? []).length;

/**
 * The cascaded value of `property` on `element`, from the page's <style> elements as written: jsdom's
 * computed style drops `env()` (and garbles it inside `calc()`). Rules inside at-rules are left out.
 */
function declared(element: Element, property: string): string {
  const css = [...document.querySelectorAll('style')]
    .map((style) => style.textContent)
    .join('')
    .replace(/@[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  let best: { rank: number; value: string } | undefined;
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const matching = selectors!.split(',').filter((selector) => {
      try {
        return element.matches(selector);
      } catch {
        return false;
      }
    });
    if (matching.length === 0) continue;
    const rank = Math.max(...matching.map(specificity));
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      const value = longhand(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim(), property);
      // Later wins at the same specificity: rules come in source order, declarations too.
      if (value !== undefined && (!best || rank >= best.rank)) best = { rank, value };
    }
  }
  return best?.value ?? '';
}

const paddingY = (element: Element) => px(declared(element, 'padding-top')) + px(declared(element, 'padding-bottom'));
const grows = (element: Element) => {
  const parent = element.parentElement!;
  const flexGrow = declared(element, 'flex-grow') || words(declared(element, 'flex'))[0] || '0';
  return declared(parent, 'display') === 'flex' && declared(parent, 'flex-direction') === 'column' && Number(flexGrow) > 0;
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
  const needs = chain.map((element) => (need = Math.max(px(declared(element, 'min-height')), need + paddingY(element))));
  const bodyHeight = Math.max(VIEWPORT_HEIGHT, needs.at(-1)!);
  let height = bodyHeight;
  for (let i = chain.length - 2; i >= 0; i--) {
    height = grows(chain[i]!) ? height - paddingY(chain[i + 1]!) : needs[i]!;
  }
  return { bodyHeight, pageHeight: height };
}

async function shortTabPage() {
  renderShellAt('/mypage');
  const page = (await screen.findByText('짧은 화면')).closest('main')!;
  return { page, tabBar: screen.getByRole('navigation', { name: '주요 메뉴' }) };
}

beforeEach(() => {
  insets = {};
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
  const { page, tabBar } = await shortTabPage();
  const { bodyHeight, pageHeight } = layOut(page);
  // The tab bar's room is counted once: not a scroll of its height under every tab.
  expect(bodyHeight).toBe(VIEWPORT_HEIGHT);
  expect(pageHeight).toBe(VIEWPORT_HEIGHT - px(declared(tabBar, 'height')));
  expect(declared(tabBar, 'position')).toBe('fixed');
  expect(px(declared(tabBar, 'bottom'))).toBe(0);
});

it("on a phone with a home indicator, the tab bar keeps its height above the indicator's strip and the page ends where the bar begins", async () => {
  insets = { bottom: 34, top: 47 };
  const { page, tabBar } = await shortTabPage();
  // Its icons and labels stay 64 px tall; the strip under them is padding, in its background.
  expect(px(declared(tabBar, 'height')) - px(declared(tabBar, 'padding-bottom'))).toBe(64);
  expect(px(declared(tabBar, 'padding-bottom'))).toBe(34);
  const { bodyHeight, pageHeight } = layOut(page);
  expect(bodyHeight).toBe(VIEWPORT_HEIGHT);
  expect(pageHeight).toBe(VIEWPORT_HEIGHT - 64 - 34);
  // The page's first line starts below the status bar's strip.
  expect(px(declared(page, 'padding-top'))).toBe(16 + 47);
});
