// @vitest-environment jsdom
import { beforeEach, expect, test } from 'vitest';
import { preloadScreenChunks } from './screen-chunks';

const routes = 'https://cdn.example/home/__federation_expose_routes.1.js';
const later = 'https://cdn.example/home/home-later.2.js';

beforeEach(() => {
  document.head.innerHTML = `<meta name="momentum-screen-chunks" content="${routes}" data-later="${later}" />`;
});

const preloads = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.as} ${link.href} ${link.crossOrigin}`);

test("preloads the screen's chunks as scripts the federation runtime's tags reuse", () => {
  expect(preloadScreenChunks(document, false)).toEqual([routes]);
  expect(preloads()).toEqual([`preload script ${routes} null`]);
});

test('with a tap kept, what the screen loads after it too', () => {
  expect(preloadScreenChunks(document, true)).toEqual([routes, later]);
  expect(preloads()).toEqual([`preload script ${routes} null`, `preload script ${later} null`]);
});

test('a page that names none asks for nothing', () => {
  document.head.innerHTML = '';
  expect(preloadScreenChunks(document, true)).toEqual([]);
  expect(preloads()).toEqual([]);
});
