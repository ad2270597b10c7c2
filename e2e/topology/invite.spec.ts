// An invite link through the production topology: nginx answers /invite/{code} with the app's page,
// a signed-out visitor signs in through the development Kakao page and comes back to the invite.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { topology } from './topology-info';
import { accessToken, signUp } from './topology-steps';

test('an invite link opened signed out: sign-in, back to the invite, and the tap makes both friends', async ({ browser }) => {
  const inviter = await signUp(browser, '초대자');
  const context = await browser.newContext({ baseURL: topology().shell, viewport: { width: 375, height: 812 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const cspViolations: string[] = [];
  try {
    const headers = { authorization: `Bearer ${await accessToken(inviter.page)}` };
    const { friendCode } = (await (await fetch(`${topology().api}/api/users/friendCode`, { headers })).json()) as { friendCode: string };
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const opened = await page.goto(`/invite/${friendCode}`);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['content-security-policy']).not.toMatch(/kakao/i);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: '카카오 로그인' }).click();
    await page.getByLabel('닉네임').fill('초대받은이');
    await page.getByLabel('이메일').fill(`topology-${randomBytes(6).toString('hex')}@momentum.test`);
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/mypage/invite/${friendCode}$`));
    await expect(page.getByTestId('inviter-card')).toContainText('초대자님이 모멘텀에 초대했어요.');
    await page.getByRole('button', { name: '친구 추가' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    const friends = (await (await fetch(`${topology().api}/api/friends`, { headers })).json()) as { friends: Array<{ nickname: string }> };
    expect(friends.friends.map((friend) => friend.nickname)).toEqual(['초대받은이']);
    expect([...inviter.cspViolations, ...cspViolations]).toEqual([]);
  } finally {
    await context.close();
    await inviter.context.close();
  }
});
