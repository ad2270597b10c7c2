// What an iPhone user meets, in WebKit with an iPhone's Safari user agent: not installed, the install
// offer shows the steps to add the app to the home screen and 알림 설정 says push needs the installed
// app; opened from the home screen (navigator.standalone), neither shows and push is offered as elsewhere.
import type { Step } from './journey';
import { journey } from './journey';
import type { Phone } from './phone';
import type { Target } from './target';

export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const OFFER: Target = { role: 'region', name: '앱 설치 안내', exact: true };
const ADD_STEP = "공유 버튼(⬆︎)을 누른 뒤 '홈 화면에 추가'를 선택하세요";
const PUSH_NEEDS_HOME_SCREEN = 'iPhone과 iPad에서는 홈 화면에 추가한 앱에서만 리마인더와 친구 소식을 푸시 알림으로 받을 수 있어요.';
const HOME_SCREEN_STEPS: Target = { role: 'list', name: '홈 화면에 추가하는 방법', exact: true };
/** How long something that must not appear is given to appear anyway. */
const STAYS_AWAY_MS = 3_000;

async function staysAway(phone: Phone, target: Target, what: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, STAYS_AWAY_MS));
  const found = await phone.find(target, 0).then(
    () => true,
    () => false,
  );
  if (found) throw new Error(`${phone.engine}: ${what} showed`);
}

/** Signs in, then makes the first tap the offer waits for (on Home's heading, which does nothing). */
function signedInAndTapped(nickname: string): Step[] {
  const [splash, signIn] = journey(nickname);
  return [
    splash!,
    signIn!,
    {
      name: 'a first tap on Home',
      run: (phone) => phone.click({ role: 'heading', name: /^오늘은 작심 \d+일$/ }),
    },
  ];
}

async function openNotificationSettings(phone: Phone): Promise<void> {
  await phone.click({ role: 'link', name: '마이', exact: true, within: { role: 'navigation', name: '주요 메뉴' } });
  await phone.click({ role: 'link', name: '알림 설정', exact: true });
  await phone.see({ role: 'heading', name: '알림 설정', exact: true });
}

export function iphoneInSafari(nickname: string, onOffer?: (phone: Phone) => Promise<void>): Step[] {
  return [
    ...signedInAndTapped(nickname),
    {
      name: "the offer shows the iPhone's steps",
      async run(phone) {
        await phone.see({ text: ADD_STEP, within: OFFER });
        await staysAway(phone, { role: 'button', name: '설치', exact: true, within: OFFER }, "a '설치' button iOS cannot act on");
        await onOffer?.(phone);
      },
    },
    {
      name: '알림 설정: push needs the home screen',
      async run(phone) {
        await phone.click({ role: 'button', name: '앱 설치 안내 닫기', exact: true });
        await openNotificationSettings(phone);
        await phone.see({ text: PUSH_NEEDS_HOME_SCREEN });
        await phone.see(HOME_SCREEN_STEPS);
      },
    },
  ];
}

export function iphoneInstalled(nickname: string): Step[] {
  return [
    ...signedInAndTapped(nickname),
    {
      name: 'no install offer in the installed app',
      run: (phone) => staysAway(phone, OFFER, 'the install offer'),
    },
    {
      name: '알림 설정: push offered as elsewhere',
      async run(phone) {
        await openNotificationSettings(phone);
        await phone.see({ role: 'switch', name: '푸시 알림' });
        await staysAway(phone, { text: PUSH_NEEDS_HOME_SCREEN }, 'the home-screen message');
      },
    },
  ];
}
