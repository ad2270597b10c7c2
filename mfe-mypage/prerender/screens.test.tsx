// What mfe-mypage's build writes to prerendered-screens.json: My page while its profile loads, with
// every row painted, as the shell's page shows it before any script runs (ADR 0009, ADR 0024).
import { expect, it } from 'vitest';
import { renderPrerenderedScreens } from './screens';

it("renders /mypage's loading state: the title, the profile's skeleton, every row", () => {
  const screens = renderPrerenderedScreens(new Date('2026-12-07T00:00:00Z'));
  expect(Object.keys(screens)).toEqual(['/']);
  const doc = new DOMParser().parseFromString(screens['/'].html, 'text/html');
  expect(doc.body.firstElementChild?.tagName).toBe('MAIN');
  expect(doc.querySelector('h1')?.textContent).toBe('마이페이지');
  expect(doc.querySelector('[data-testid="profile-skeleton"]')?.getAttribute('aria-busy')).toBe('true');
  const rows = [...doc.querySelectorAll('ul[aria-label="마이페이지 메뉴"] > li > *')].map((row) => `${row.tagName} ${row.textContent}`);
  expect(rows).toEqual(['A 나의 인증 기록', 'A 내 정보 수정', 'A 친구 추가', 'A 알림 설정', 'BUTTON 로그아웃', 'BUTTON 회원 탈퇴']);
  expect(doc.querySelector('a[href="/mypage/diary"]')).not.toBeNull();
  expect(screens['/'].styleTags).toMatch(/^<style[^>]*data-styled/);
});

it('stays valid for a year: nothing on it depends on the date', () => {
  const screens = renderPrerenderedScreens(new Date('2026-12-07T00:00:00Z'));
  expect(screens['/'].validUntil).toBe('2027-12-07T00:00:00.000Z');
});
