// The one journey every engine takes, as a new user on a phone: splash → /login → dev Kakao sign-in → the
// 보호권 chip → each tab → a REPEAT bucket → moments by hand → a photo proof → the proof on /moment and home →
// notifications → reload → the worker in control → (offline, where it can) → 알림 설정 → 나의 인증 기록.
import { PROOF_JPEG } from '../pages/moment-screens';
import { stackUrls } from '@momentum/stack/stack-config';
import type { Phone } from './phone';
import type { Target } from './target';

export interface Step {
  name: string;
  run(phone: Phone): Promise<void>;
  /** The engine's own report of a request the offline network refused is expected here, nothing else. */
  offline?: boolean;
}

const nav = (name: string): Target => ({ role: 'link', name, exact: true, within: { role: 'navigation', name: '주요 메뉴' } });
const heading = (name: string | RegExp): Target => ({ role: 'heading', name, exact: true });
const button = (name: string | RegExp): Target => ({ role: 'button', name, exact: typeof name === 'string' });
const HOME_STREAK = heading(/^오늘은 작심 \d+일$/);
const HOME_RATE: Target = { text: '달성률' };
const OFFLINE_NOTICE = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';

/** The streak and the year's rate: what only Home's own render shows, with its data. */
async function homeRendered(phone: Phone): Promise<void> {
  await phone.see(HOME_STREAK);
  await phone.see(HOME_RATE);
}

async function tab(phone: Phone, label: string, title: string | RegExp, path: RegExp): Promise<void> {
  await phone.click(nav(label));
  await phone.waitForUrl(path);
  await phone.see(heading(title));
}

/** Closes the result modal every bucket action opens. */
async function acknowledge(phone: Phone): Promise<void> {
  await phone.click({ role: 'button', name: '확인', exact: true, within: { role: 'dialog' } });
}

export function journey(nickname: string): Step[] {
  const email = `${nickname}@engines.example`;
  return [
    {
      name: 'splash, then /login',
      async run(phone) {
        await phone.goto(`${stackUrls.shell}/`);
        await phone.see({ testId: 'splash-page' });
        await phone.waitForUrl(/\/login$/, 10_000);
        await phone.see({ role: 'link', name: '카카오 로그인', exact: true });
      },
    },
    {
      name: 'development Kakao sign-in',
      async run(phone) {
        await phone.click({ role: 'link', name: '카카오 로그인', exact: true });
        await phone.waitForUrl(/\/oauth\/authorize\?/);
        await phone.fill({ label: '닉네임' }, nickname);
        await phone.fill({ label: '이메일' }, email);
        await phone.click(button('로그인'));
        await phone.waitForUrl(/\/home$/);
        await homeRendered(phone);
      },
    },
    {
      // Its code loads once Home's first screen is idle; a new user holds none. Named by its content
      // (the visible '보호권 0' is aria-hidden), which the journey's own name reading includes.
      name: 'the 작심 보호권 chip and its explanation',
      async run(phone) {
        await phone.click(button(/작심 보호권 0개$/));
        await phone.see({ role: 'dialog', name: '작심 보호권', exact: true });
        await phone.see({ text: '7일 연속 인증할 때마다 하나씩' });
        await phone.click({ role: 'button', name: '닫기', exact: true, within: { role: 'dialog' } });
      },
    },
    {
      name: 'each tab',
      async run(phone) {
        await tab(phone, '모멘트', '모멘트', /\/moment$/);
        await tab(phone, '피드', '친구들의 모멘트', /\/feed$/);
        await tab(phone, '마이', '마이페이지', /\/mypage$/);
        await tab(phone, '홈', /^오늘은 작심 \d+일$/, /\/home$/);
      },
    },
    {
      name: 'a REPEAT bucket',
      async run(phone) {
        await tab(phone, '모멘트', '모멘트', /\/moment$/);
        await phone.click({ role: 'link', name: '버킷리스트', exact: true });
        await phone.waitForUrl(/\/moment\/bucket$/);
        await phone.fill({ role: 'textbox', name: '반복형 버킷리스트 추가' }, '아침 스트레칭', { enter: true });
        await acknowledge(phone);
        await phone.see({ role: 'listitem', name: '아침 스트레칭', within: { role: 'list', name: '반복형 버킷리스트' } });
      },
    },
    {
      name: 'moments designed by hand',
      async run(phone) {
        await phone.click(button('아침 스트레칭 메뉴'));
        await phone.click({ role: 'link', name: '나만의 모멘트 만들기' });
        await phone.click(button(/직접 작성/));
        await phone.waitForUrl(/\/moment\/create-moment\/[0-9a-f-]+\?mode=manual$/);
        await phone.fill({ label: '예상 소요 기간은' }, '2');
        await phone.click(button('확정하기'));
        await phone.fill({ role: 'textbox', name: '1번째 할 일' }, '목 스트레칭');
        await phone.click(button('+ 할 일 추가'));
        await phone.fill({ role: 'textbox', name: '2번째 할 일' }, '허리 스트레칭');
        await phone.click(button('확정하기'));
        await phone.click({ text: '1일에 1번', exact: true });
        await phone.click(button('확정하기'));
        await phone.see(heading('모멘트 설계 완료 !'));
        await phone.see({ role: 'listitem', name: '허리 스트레칭', within: { role: 'list', name: '생성된 모멘트' } });
        await phone.click(button('확인'));
        await phone.waitForUrl(/\/moment\/bucket$/);
        await phone.see({ text: '도전 중', exact: true });
      },
    },
    {
      name: 'a photo proof',
      async run(phone) {
        await tab(phone, '모멘트', '모멘트', /\/moment$/);
        await phone.click({ role: 'link', name: '목 스트레칭 인증하러 가기' });
        await phone.see(heading('목 스트레칭'));
        await phone.upload({ label: '인증 사진 선택' }, PROOF_JPEG);
        await phone.waitFor('인증하기 to be enabled', `(() => { const b = [...document.querySelectorAll('button')].find((e) => e.textContent.trim() === '인증하기'); return !!b && !b.disabled; })()`);
        await phone.click(button('인증하기'));
        await phone.see({ text: '새로운 모멘트를 인증했어요!' });
        await phone.click(button('완료!'));
        await phone.waitForUrl(/\/moment$/);
      },
    },
    {
      name: 'the proof on /moment and home',
      async run(phone) {
        await photoLoaded(phone, '목 스트레칭 인증 사진');
        await tab(phone, '홈', /^오늘은 작심 \d+일$/, /\/home$/);
        await phone.see({ role: 'img', name: '완료 도장', exact: true, within: { role: 'region', name: '오늘의 모멘트' } });
        await phone.see({ text: '오늘의 모멘트 총 1개 수집!' });
      },
    },
    {
      name: 'notifications',
      async run(phone) {
        await phone.click(button('알림'));
        await phone.see({ text: '알림이 없습니다.', within: { role: 'dialog', name: '알림' } });
        await phone.click({ role: 'button', name: '닫기', within: { role: 'dialog', name: '알림' } });
      },
    },
    {
      name: 'reload',
      async run(phone) {
        await phone.reload();
        await homeRendered(phone);
        await phone.see({ role: 'img', name: '완료 도장', exact: true });
      },
    },
    {
      name: 'the worker controls the page',
      async run(phone) {
        // It registers after load and idle, then precaches; a reload puts the page under it.
        await phone.waitFor('an active service worker', `navigator.serviceWorker.getRegistration().then((r) => !!(r && r.active && r.active.state === 'activated'))`, 60_000);
        await phone.reload();
        await phone.waitFor('the worker to control the page', `!!navigator.serviceWorker.controller`);
        await homeRendered(phone);
      },
    },
    {
      name: 'offline, then online again',
      offline: true,
      async run(phone) {
        if (!phone.setOffline) return;
        await phone.setOffline(true);
        try {
          await phone.reload();
          await phone.see({ text: OFFLINE_NOTICE });
          await homeRendered(phone);
          await phone.see({ role: 'img', name: '완료 도장', exact: true });
        } finally {
          await phone.setOffline(false);
        }
        await phone.waitFor('the offline notice to go', `!document.body.innerText.includes(${JSON.stringify(OFFLINE_NOTICE)})`);
      },
    },
    {
      name: '알림 설정',
      async run(phone) {
        await tab(phone, '마이', '마이페이지', /\/mypage$/);
        await phone.click({ role: 'link', name: '알림 설정', exact: true });
        await phone.see(heading('알림 설정'));
        await phone.see({ role: 'combobox', name: '리마인더 시간' });
        await phone.see({ role: 'switch', name: '노크 알림' });
      },
    },
    {
      name: '나의 인증 기록',
      async run(phone) {
        await tab(phone, '마이', '마이페이지', /\/mypage$/);
        await phone.click({ role: 'link', name: '나의 인증 기록', exact: true });
        await phone.see(heading('나의 인증 기록'));
        await phone.see({ text: '이번 달 인증한 날 1일', exact: true });
        await phone.click({ role: 'link', name: /^\d+월 \d+일, 인증 1개$/ });
        await phone.waitForUrl(/\/mypage\/diary\/day\/\d{4}-\d{2}-\d{2}$/);
        await phone.see({ text: '작심 1일', exact: true });
        await photoLoaded(phone, '아침 스트레칭 인증 사진');
      },
    },
  ];
}

/** The image is shown and decoded (a broken photo has no natural width). */
async function photoLoaded(phone: Phone, alt: string): Promise<void> {
  await phone.see({ role: 'img', name: alt, exact: true });
  await phone.waitFor(`${alt} to load`, `[...document.images].some((i) => i.alt === ${JSON.stringify(alt)} && i.complete && i.naturalWidth > 0)`);
}
