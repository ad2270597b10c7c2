// Smoke checks on the main screens: no console errors or uncaught exceptions, Korean document
// language, a main landmark and named images.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { TabBar } from '@momentum/stack/tab-bar';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The location names the resource behind a bare 'Failed to load resource'.
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

async function expectBasics(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('main').first()).toBeVisible();
  for (const image of await page.getByRole('img').all()) {
    await expect(image, 'every image has an accessible name').toHaveAccessibleName(/\S/);
  }
}

test('the login page loads cleanly', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
  await expectBasics(page);
  expect(errors).toEqual([]);
});

test('home and my page load cleanly when signed in', async ({ signedInPage: page, account }) => {
  const errors = collectErrors(page);
  const tabs = new TabBar(page);
  await page.goto('/home');
  await expect(tabs.heading('home')).toBeVisible();
  await expectBasics(page);
  await tabs.open('mypage');
  await expect(page.getByTestId('profile-card').getByText(account.nickname, { exact: true })).toBeVisible();
  await expectBasics(page);
  expect(errors).toEqual([]);
});
