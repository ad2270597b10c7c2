// `pnpm --filter @momentum/ui preview`: every icon and illustration in preview/icons.html, and with Chromium
// a screenshot in preview/icons.png, to check the pixel art by eye.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { palette } from '../src/tokens';
import { AvatarIcon } from '../src/icons/avatar';
import { BackIcon } from '../src/icons/back';
import { BellIcon } from '../src/icons/bell';
import { CheckboxIcon } from '../src/icons/checkbox';
import { CheerIcon } from '../src/icons/cheer';
import { CloseIcon } from '../src/icons/close';
import { CopyIcon } from '../src/icons/copy';
import { FeedIcon } from '../src/icons/feed';
import { HomeIcon } from '../src/icons/home';
import { KnockIcon } from '../src/icons/knock';
import { LogoMark, LogoWordmark } from '../src/icons/logo';
import { MomentIcon } from '../src/icons/moment';
import { MypageIcon } from '../src/icons/mypage';
import { PlusIcon } from '../src/icons/plus';
import { SearchIcon } from '../src/icons/search';
import { SettingsIcon } from '../src/icons/settings';
import { StampIcon } from '../src/icons/stamp';
import { AchievementIllustration } from '../src/illustrations/achievement';

const outDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'preview');
const S = '4.8rem';

const icons: [string, ReactElement][] = [
  ['logo', <LogoMark size={S} />],
  ['bell', <BellIcon size={S} />],
  ['bell unread', <BellIcon unread size={S} />],
  ['home', <HomeIcon size={S} />],
  ['home filled', <HomeIcon filled size={S} />],
  ['moment', <MomentIcon size={S} />],
  ['moment filled', <MomentIcon filled size={S} />],
  ['feed', <FeedIcon size={S} />],
  ['feed filled', <FeedIcon filled size={S} />],
  ['mypage', <MypageIcon size={S} />],
  ['mypage filled', <MypageIcon filled size={S} />],
  ['cheer', <CheerIcon size={S} />],
  ['cheer disabled', <CheerIcon disabled size={S} />],
  ['knock', <KnockIcon size={S} />],
  ['settings', <SettingsIcon size={S} />],
  ['close', <CloseIcon size={S} />],
  ['back', <BackIcon size={S} />],
  ['plus', <PlusIcon size={S} />],
  ['box', <CheckboxIcon size={S} />],
  ['box checked', <CheckboxIcon checked size={S} />],
  ['stamp', <StampIcon size={S} />],
  ['copy', <CopyIcon size={S} />],
  ['search', <SearchIcon size={S} />],
  ['avatar', <AvatarIcon size={S} />],
];

const page = (
  <html lang="ko">
    <head>
      <meta charSet="utf-8" />
      <style>{`html{font-size:62.5%}body{margin:0;padding:16px;background:${palette.black};color:${palette.white};font:12px monospace;width:720px}
        .grid{display:grid;grid-template-columns:repeat(6,1fr);gap:12px}.cell{display:flex;flex-direction:column;align-items:center;gap:4px}
        .bands{display:flex;gap:12px;margin-top:16px}`}</style>
    </head>
    <body>
      <LogoWordmark size="30rem" />
      <div className="grid" style={{ marginTop: 16 }}>
        {icons.map(([name, icon]) => (
          <div className="cell" key={name} style={{ color: name.includes('filled') ? palette.yellow : palette.white }}>
            {icon}
            <span>{name}</span>
          </div>
        ))}
      </div>
      <div className="bands">
        {[10, 30, 50, 70, 90].map((rate) => (
          <AchievementIllustration key={rate} rate={rate} size="12rem" />
        ))}
      </div>
    </body>
  </html>
);

mkdirSync(outDir, { recursive: true });
const html = join(outDir, 'icons.html');
writeFileSync(html, `<!doctype html>${renderToStaticMarkup(page)}`);
console.log(`wrote ${html}`);
const chromium = '/usr/bin/chromium';
if (existsSync(chromium)) {
  const png = join(outDir, 'icons.png');
  execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', `--screenshot=${png}`, '--window-size=760,900', `file://${html}`], {
    stdio: 'ignore',
  });
  console.log(`wrote ${png}`);
} else {
  console.log('chromium not installed: open the HTML file to look');
}
