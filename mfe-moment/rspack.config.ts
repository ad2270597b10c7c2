import { app } from '@momentum/apps';
import { createAppConfig } from '@momentum/rspack-config';

export default createAppConfig(app('moment'), {
  exposes: { './routes': './src/exposes/routes.tsx' },
  title: '모멘텀 · moment (단독 실행)',
});
