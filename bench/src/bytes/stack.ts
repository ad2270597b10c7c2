// The production stack for the benchmark: the e2e suite's own launcher (API + five static servers,
// each its own process, on E2E_PORT_OFFSET-shifted ports), after a build when any dist is missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startStack } from '@momentum/stack/stack';
import { appDirs, repoDistDir, repoRoot, type AppName } from '@momentum/stack/stack-config';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';
import { createApiHelper, type ApiHelper } from '@momentum/stack/api-helper';
import { signUpViaDevKakao, type Account } from '@momentum/stack/sign-up';
import { challengeWithDailyMoments, createBucket, uploadProof } from '@momentum/stack/home-seed';

const marker = (app: AppName) => path.join(repoDistDir(app), app === 'shell' ? 'index.html' : 'mf-manifest.json');

/** Runs `pnpm build` at the root when one of the five apps has no production build. */
export function buildIfMissing(): void {
  const missing = (Object.keys(appDirs) as AppName[]).filter((app) => !fs.existsSync(marker(app)));
  if (missing.length === 0) return;
  console.log(`bench: no build for ${missing.join(', ')}: running pnpm build …`);
  execSync('pnpm build', { cwd: repoRoot, stdio: 'inherit' });
}

export { startStack };

/** A user signed up through the dev-Kakao HTTP flow, with a little of everything Home shows. */
export async function seedUser(): Promise<{ api: ApiHelper; account: Account }> {
  const api = createApiHelper();
  const account = await signUpViaDevKakao(api, { nickname: '벤치사용자' });
  const token = account.accessToken;
  const repeat = await createBucket(api, token, 'REPEAT', '매일 30분 달리기');
  const moments = await challengeWithDailyMoments(api, token, repeat, ['공원 한 바퀴', '계단 오르기', '스트레칭']);
  await uploadProof(api, token, `/api/bucket/moments/${moments[0]}`).catch((error: Error) => {
    console.warn(`bench: proof upload skipped (${error.message.slice(0, 120)})`);
  });
  await createBucket(api, token, 'ACHIEVEMENT', '책 12권 읽기');
  await createBucket(api, token, 'REPEAT', '물 2리터 마시기');
  // Measure what a phone gets from a running server, not the first pages after it starts.
  for (const tab of ['/home', '/moment', '/feed', '/mypage']) {
    if (!(await shellServesTabScreen(tab))) console.warn(`bench: the shell still serves ${tab} without its prerendered screen; measuring it as it is`);
  }
  return { api, account };
}
