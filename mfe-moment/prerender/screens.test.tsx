// What mfe-moment's build writes to prerendered-screens.json: /moment while its challenges load, as the
// shell's page shows it before any script runs (ADR 0009).
import { expect, it } from 'vitest';
import { renderPrerenderedScreens } from './screens';

it("renders /moment's loading state: the top switch, the hidden title, the placeholders, no data", () => {
  const screens = renderPrerenderedScreens(new Date('2026-12-07T00:00:00Z'));
  expect(Object.keys(screens)).toEqual(['/']);
  const doc = new DOMParser().parseFromString(screens['/'].html, 'text/html');
  expect(doc.body.firstElementChild?.tagName).toBe('MAIN');
  const links = [...doc.querySelectorAll('nav[aria-label="모멘트 화면 전환"] a')].map((a) => `${a.getAttribute('href')} ${a.textContent}`);
  expect(links).toEqual(['/moment 모멘트', '/moment/bucket 버킷리스트']);
  expect(doc.querySelector('h1')?.textContent).toBe('모멘트');
  expect(doc.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('모멘트 불러오는 중');
  expect(screens['/'].styleTags).toMatch(/^<style[^>]*data-styled/);
  expect(screens['/'].validUntil).toBe('2027-12-07T00:00:00.000Z');
});
