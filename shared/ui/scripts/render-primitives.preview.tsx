// `pnpm preview`: the theme, font subsets and static primitives to preview/primitives.html, screenshot with
// Chromium when installed; checks nothing. Runs under Vitest only because Vite resolves styled-components'
// ESM build, which plain Node cannot load (no `exports` map).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { Button } from '../src/button/button';
import { GlobalStyle } from '../src/global-style';
import { AchievementIllustration } from '../src/illustrations/achievement';
import { Page, PageTitle } from '../src/page/page';
import { ProgressBar } from '../src/progress-bar/progress-bar';
import { Spinner } from '../src/spinner/spinner';
import { theme } from '../src/theme';

it('renders the primitives preview', () => {
  const outDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'preview');
  const sheet = new ServerStyleSheet();
  const body = renderToStaticMarkup(
    sheet.collectStyles(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Page>
          <PageTitle>오늘은 작심 3일</PageTitle>
          <p>친구들의 모멘트 · Momentum 0123456789 !?</p>
          <p style={{ color: theme.colors.darkGray }}>2025 버킷리스트 달성 현황 (흔하지 않은 글자: 뷁, 똠방각하)</p>
          <div style={{ display: 'grid', gap: '0.8rem', margin: '1.6rem 0' }}>
            <Button fullWidth>친구 추가하기</Button>
            <Button variant="secondary" fullWidth>
              노크하기
            </Button>
            <Button variant="ghost" loading fullWidth>
              저장 중
            </Button>
            <Button variant="danger" fullWidth>
              친구 삭제하기
            </Button>
            <Button disabled fullWidth>
              비활성
            </Button>
          </div>
          <ProgressBar value={62} label="달성률" />
          <div style={{ display: 'flex', alignItems: 'center', gap: '1.6rem', marginTop: '1.6rem' }}>
            <AchievementIllustration rate={62} size="9.6rem" />
            <Spinner size="3.2rem" label="로딩 중..." />
          </div>
        </Page>
      </ThemeProvider>,
    ),
  );
  mkdirSync(outDir, { recursive: true });
  const html = join(outDir, 'primitives.html');
  writeFileSync(html, `<!doctype html><html lang="ko"><head><meta charset="utf-8">${sheet.getStyleTags()}</head><body>${body}</body></html>`);
  sheet.seal();
  console.log(`wrote ${html}`);
  if (existsSync('/usr/bin/chromium')) {
    const png = join(outDir, 'primitives.png');
    execFileSync(
      '/usr/bin/chromium',
      ['--headless', '--no-sandbox', '--disable-gpu', '--allow-file-access-from-files', `--screenshot=${png}`, '--window-size=375,760', '--virtual-time-budget=3000', `file://${html}`],
      { stdio: 'ignore' },
    );
    console.log(`wrote ${png}`);
  }
});
