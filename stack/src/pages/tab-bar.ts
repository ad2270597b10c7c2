// The shell's bottom tab bar (홈 · 모멘트 · 피드 · 마이).
import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from '../stack-config';

const TAB_LABELS: Record<RemoteName, string> = { home: '홈', moment: '모멘트', feed: '피드', mypage: '마이' };

/**
 * The page title each remote's first screen shows. Update here when a remote's title changes: it is
 * how the navigation specs know the remote (not the skeleton or the fallback) rendered.
 */
const REMOTE_HEADINGS: Record<RemoteName, string | RegExp> = {
  // Home's h1 is the streak header, in any of its three states (a dead API shows the failure).
  home: /^(오늘은 작심 \d+일|로딩 중\.\.\.|데이터 로드 실패)$/,
  moment: '모멘트',
  feed: '친구들의 모멘트',
  mypage: '마이페이지',
};

export class TabBar {
  readonly nav: Locator;

  constructor(private readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: '주요 메뉴' });
  }

  tab(remote: RemoteName): Locator {
    return this.nav.getByRole('link', { name: TAB_LABELS[remote], exact: true });
  }

  async open(remote: RemoteName): Promise<void> {
    await this.tab(remote).click();
    await expect(this.page).toHaveURL(new RegExp(`/${remote}$`));
  }

  async expectActive(remote: RemoteName): Promise<void> {
    await expect(this.tab(remote)).toHaveAttribute('aria-current', 'page');
    for (const other of Object.keys(TAB_LABELS) as RemoteName[]) {
      if (other !== remote) await expect(this.tab(other)).not.toHaveAttribute('aria-current', 'page');
    }
  }

  /** The remote's page title, as a level-1 heading. */
  heading(remote: RemoteName): Locator {
    return this.page.getByRole('heading', { level: 1, name: REMOTE_HEADINGS[remote], exact: true });
  }

  /**
   * Home's heading with the user's streak. On a prerendered /home the page's own script may show it
   * before the app's code has arrived (ADR 0014): to know the app runs, use `homeStarted`.
   */
  homeStreak(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^오늘은 작심 \d+일$/ });
  }

  /** Home's year completion rate: only the app renders it (the page's own script paints the streak alone). */
  homeCompletionRate(): Locator {
    return this.page.getByText(/^달성률 [\d.]+%$/);
  }

  /** Home rendered by the app itself with its data: the streak and the completion rate only React renders. */
  async homeStarted(): Promise<void> {
    await expect(this.homeStreak()).toBeVisible();
    await expect(this.homeCompletionRate()).toBeVisible();
  }
}
