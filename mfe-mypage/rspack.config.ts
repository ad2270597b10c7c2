import { app } from '@momentum/apps';
import { createAppConfig } from '@momentum/rspack-config';

export default createAppConfig(app('mypage'), {
  exposes: { './routes': './src/exposes/routes.tsx' },
  title: '모멘텀 · mypage (단독 실행)',
});
