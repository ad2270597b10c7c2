// What mfe-feed's build writes to prerendered-screens.json: /feed while the friends load, as the shell's
// page shows it before any script runs (ADR 0009).
import { expect, it } from 'vitest';
import { renderPrerenderedScreens } from './screens';

it("renders /feed's loading state: the title and the carousel's skeleton, no friend", () => {
  const screens = renderPrerenderedScreens(new Date('2026-12-07T00:00:00Z'));
  expect(Object.keys(screens)).toEqual(['/']);
  const doc = new DOMParser().parseFromString(screens['/'].html, 'text/html');
  expect(doc.body.firstElementChild?.tagName).toBe('MAIN');
  expect(doc.querySelector('h1')?.textContent).toBe('친구들의 모멘트');
  // No friend yet: no management button, nothing to tap before the code.
  expect(doc.querySelector('button')).toBeNull();
  const loading = doc.querySelector('[role="status"]');
  expect(loading?.getAttribute('aria-label')).toBe('친구 목록을 불러오는 중');
  expect(loading?.children.length).toBeGreaterThan(0);
  expect(screens['/'].styleTags).toMatch(/^<style[^>]*data-styled/);
  expect(screens['/'].validUntil).toBe('2027-12-07T00:00:00.000Z');
});
