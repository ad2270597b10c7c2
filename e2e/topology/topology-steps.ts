// Steps of the topology specs, through the UI as a person takes them: everything goes through nginx.
import { randomBytes } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { topology } from './topology-info';

export interface Person {
  context: BrowserContext;
  page: Page;
  nickname: string;
  /** Content-Security-Policy reports seen in this person's pages. */
  cspViolations: string[];
}

/** A new browser context signed up through /login and the development Kakao page, on /home. */
export async function signUp(browser: Browser, nickname: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: topology().shell, viewport: { width: 375, height: 812 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto('/login');
  await page.getByRole('link', { name: '카카오 로그인' }).click();
  await expect(page).toHaveURL(new RegExp(`^${topology().api}/oauth/authorize\\?`));
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByLabel('이메일').fill(`topology-${randomBytes(6).toString('hex')}@momentum.test`);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  return { context, page, nickname, cspViolations };
}

export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('no access token in the page');
  return token;
}

/** The object keys in the store's bucket (s3rver answers an unsigned ListObjectsV2). */
export async function storedKeys(): Promise<string[]> {
  const { endpoint, bucket } = topology().s3;
  const response = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`);
  if (!response.ok) throw new Error(`listing the bucket answered ${response.status}`);
  return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}
