// The sign-in journey a new user takes: the app's /login → the development Kakao page → back to the app.
import { expect, type Page } from '@playwright/test';
import { stackUrls } from '../stack-config';

export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly appOrigin: string = stackUrls.shell,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`${this.appOrigin}/login`);
    await expect(this.kakaoButton()).toBeVisible();
  }

  kakaoButton() {
    return this.page.getByRole('link', { name: '카카오 로그인' });
  }

  /** Clicks 카카오 로그인 and lands on the provider's page. */
  async startKakao(): Promise<DevKakaoPage> {
    await this.kakaoButton().click();
    await expect(this.page).toHaveURL(new RegExp(`^${stackUrls.api}/oauth/authorize\\?`));
    return new DevKakaoPage(this.page);
  }
}

/** The API's development Kakao provider page (/oauth/authorize). */
export class DevKakaoPage {
  constructor(private readonly page: Page) {}

  // The fields by role and whole name: the page also lists the accounts made so far as buttons named by
  // nickname, and another test's '바뀐닉네임' contains '닉네임'.
  async createAccount(nickname: string, email: string): Promise<void> {
    await this.page.getByRole('textbox', { name: '닉네임', exact: true }).fill(nickname);
    await this.page.getByRole('textbox', { name: '이메일', exact: true }).fill(email);
    await this.page.getByRole('button', { name: '로그인', exact: true }).click();
  }

  /** Signs in as an existing account (its button is named by nickname). */
  async chooseAccount(nickname: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${nickname}`) }).click();
  }
}
