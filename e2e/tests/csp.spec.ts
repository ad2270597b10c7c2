// The Content-Security-Policy of the served apps (shared/static-host): the whole composed app
// runs under it without a single violation (sign-in, every tab, a photo preview and an uploaded
// photo), and a script from an origin the config does not list is refused.
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';
import { uniqueNickname } from '@momentum/stack/sign-up';
import { extraPort, local, manifestUrl, remoteNames, stackUrls } from '@momentum/stack/stack-config';
import { LoginPage } from '@momentum/stack/login-flow';
import { PROOF_JPEG } from '../pages/moment-screens';
import { TabBar } from '@momentum/stack/tab-bar';

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Every CSP violation of the page (all navigations), from the DOM event and from the console. */
async function watchCsp(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => seen.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.href });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.console.push(message.text());
  });
  return seen;
}

const parseCsp = (header: string | null) =>
  Object.fromEntries((header ?? '').split(';').map((part) => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources];
  }));

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the shell page sends a CSP that lists exactly its own and the remote origins for scripts', async ({ request }) => {
  // First in a run, the server may not have read Home's screen yet and sends index.html (no inline script).
  expect(await shellServesTabScreen('/home'), "the shell's server serves /home with Home's screen").toBe(true);
  const response = await request.get(`${stackUrls.shell}/home`);
  const csp = parseCsp(response.headers()['content-security-policy'] ?? null);
  // A prerendered tab (ADR 0009) has four inline scripts, allowed by their hashes only: its signed-out
  // gate, the install-event keeper every shell page has, the tap keeper (ADR 0024) and the one starting
  // its first GETs (its app scripts load with the page since ADR 0014).
  const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(4);
  const hashes = inline.map(hash);
  expect(csp['script-src']).toEqual(["'self'", ...remoteNames.map((name) => new URL(manifestUrl(name)).origin), ...hashes]);
  expect(csp['connect-src']).toContain(stackUrls.api);
  // Styles by hash too (ADR 0013): the page's own <style> elements and styled-components' empty one.
  const styles = [...(await response.text()).matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((match) => hash(match[1]!));
  expect(styles.length).toBeGreaterThan(0);
  expect(csp['style-src']).toEqual(expect.arrayContaining([hash(''), ...styles]));
  expect(Object.values(csp).flat().join(' ')).not.toMatch(/unsafe-(inline|eval)|nonce-/);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(response.headers()['x-frame-options']).toBe('DENY');
});

test('sign-in, every tab, a photo preview and an uploaded photo run without a CSP violation', async ({ page }) => {
  const seen = await watchCsp(page);
  const login = new LoginPage(page);
  await login.goto();
  const kakao = await login.startKakao();
  const nickname = uniqueNickname('보안');
  await kakao.createAccount(nickname, `e2e-${randomBytes(6).toString('hex')}@momentum.test`);
  await expect(page).toHaveURL(/\/home$/);

  const tabs = new TabBar(page);
  await expect(tabs.heading('home')).toBeVisible();
  for (const remote of [...remoteNames.slice(1), 'home'] as const) {
    await tabs.open(remote);
    await expect(tabs.heading(remote)).toBeVisible();
    await expect(page.getByTestId(`remote-error-${remote}`)).toHaveCount(0);
  }
  // The remotes' styles are rules styled-components added through the CSSOM to its <style> element,
  // which CSP does not govern: no 'unsafe-inline', and they apply.
  const styledRules = await page.evaluate(() => Array.from(document.querySelectorAll('style[data-styled]'), (style) => (style as HTMLStyleElement).sheet?.cssRules.length ?? 0));
  expect(styledRules.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);

  // A blob: preview of a picked photo, then the stored photo served by the API.
  await tabs.open('mypage');
  await page.getByRole('link', { name: '내 정보 수정' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '프로필 이미지 변경' }).click();
  await (await chooser).setFiles(PROOF_JPEG);
  await expect(page.getByRole('img', { name: '새 프로필 이미지 미리보기' })).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: '저장하기' }).click();
  await page.getByRole('dialog', { name: '저장 완료' }).getByRole('button', { name: '확인' }).click();
  const avatar = page.getByTestId('profile-card').getByRole('img', { name: `${nickname}님의 프로필 이미지` });
  await expect(avatar).toHaveAttribute('src', new RegExp(`^${stackUrls.api}/photos/`));
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Reports arrive asynchronously: none may come in for a while after the last action either.
  await expectStays(() => seen, { violations: [], console: [] }, { message: 'no CSP violation' });
});

test('a script from an origin the config does not list is refused', async ({ signedInPage: page }) => {
  // A real server with a real script, so a refusal cannot be mistaken for a dead address.
  const evilOrigin = local(extraPort(4));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end('window.__evil = true;');
  });
  await new Promise<void>((resolve) => server.listen(extraPort(4), resolve));
  try {
    expect(await (await fetch(`${evilOrigin}/evil.js`)).text()).toContain('__evil');
    const seen = await watchCsp(page);
    await page.goto('/home');
    await expect(new TabBar(page).heading('home')).toBeVisible();

    await page.evaluate((src) => {
      const external = document.createElement('script');
      external.src = src;
      document.head.append(external);
      const inline = document.createElement('script');
      inline.textContent = 'window.__inline = true;';
      document.head.append(inline);
    }, `${evilOrigin}/evil.js`);

    await expect.poll(() => seen.violations.map((v) => `${v.directive} ${v.blocked}`)).toEqual(
      expect.arrayContaining([`script-src-elem ${evilOrigin}/evil.js`, 'script-src-elem inline']),
    );
    expect(await page.evaluate(() => [Boolean((window as { __evil?: boolean }).__evil), Boolean((window as { __inline?: boolean }).__inline)])).toEqual([false, false]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
