// What mfe-home's build writes to prerendered-screens.json: the dashboard's loading state, as the
// shell's page shows it before any script runs (ADR 0009).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeEndpoints } from '@momentum/contracts/endpoints';
import { streakTitle } from '../src/features/streak/components/streak-title';
import { renderPrerenderedScreens } from './screens';

afterEach(() => vi.useRealTimers());

describe('renderPrerenderedScreens', () => {
  it("renders /home's loading state: the heading, the sections' titles, the skeletons, no data", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
    const screens = renderPrerenderedScreens(new Date());
    expect(Object.keys(screens)).toEqual(['/']);
    const doc = new DOMParser().parseFromString(screens['/'].html, 'text/html');
    expect(doc.body.firstElementChild?.tagName).toBe('MAIN');
    expect(doc.querySelector('h1')?.textContent).toBe('로딩 중...');
    expect(doc.querySelector('#achievement-title')?.textContent).toBe('2026 버킷리스트 달성 현황');
    expect(doc.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    expect(doc.body.textContent).not.toContain('달성률');
    expect(screens['/'].styleTags).toMatch(/^<style[^>]*data-styled/);
  });

  it("marks the heading for the page's first-answers script, with the text the app renders for the same answer", () => {
    const doc = new DOMParser().parseFromString(renderPrerenderedScreens(new Date())['/'].html, 'text/html');
    const heading = doc.querySelector('h1')!;
    expect(heading.getAttribute('data-first-answer')).toBe(homeEndpoints.consecutiveDays.path);
    const template = heading.getAttribute('data-first-answer-text')!;
    for (const consecutiveDays of [1, 42]) {
      const filled = template.replace(/\{(\w+)\}/g, (_, field: string) => String(({ consecutiveDays } as Record<string, number>)[field]));
      expect(filled).toBe(streakTitle({ isPending: false, isError: false, data: { success: true, consecutiveDays } }));
    }
  });

  it("carries the bell's list as its tap first shows it: the dialog, named, loading, with its close; the bell names it", () => {
    const screen = renderPrerenderedScreens(new Date())['/'];
    const frame = new DOMParser().parseFromString(screen.tapFrames.notifications, 'text/html').body;
    expect(frame.children).toHaveLength(1);
    const dialog = frame.querySelector('[role="dialog"][aria-modal="true"]')!;
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(frame.querySelector(`#${CSS.escape(titleId)}`)?.textContent).toBe('알림');
    // Its ids are its own: the page holds the screen and, once shown, this frame together.
    expect(titleId).toMatch(/^_?tap-notifications-/);
    expect(new DOMParser().parseFromString(screen.html, 'text/html').querySelectorAll('[id]').length).toBeGreaterThan(0);
    for (const element of new DOMParser().parseFromString(screen.html, 'text/html').querySelectorAll('[id]')) expect(element.id).not.toBe(titleId);
    expect(dialog.querySelector('[aria-busy="true"]')?.textContent).toBe('알림을 불러오는 중입니다.');
    expect(dialog.querySelector('button')?.getAttribute('aria-label')).toBe('닫기');
    const page = new DOMParser().parseFromString(screen.html, 'text/html');
    expect(page.querySelector('button[aria-label="알림"]')?.getAttribute('data-tap-frame')).toBe('notifications');
    // The frame's rules come with the screen's: the panel's class is styled in the page's head.
    const panelClass = dialog.getAttribute('class')!.split(' ').at(-1)!;
    expect(screen.styleTags).toContain(`.${panelClass}{`);
  });

  it("is valid until the Seoul New Year, when the panel's title changes", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T14:00:00Z'));
    const screens = renderPrerenderedScreens(new Date());
    expect(screens['/'].validUntil).toBe('2026-12-31T15:00:00.000Z');
    expect(screens['/'].html).toContain('2026 버킷리스트 달성 현황');
  });
});
