import { app } from '@momentum/apps';
import { createAppConfig } from '@momentum/rspack-config';
import { FIRST_SCREEN_REQUESTS } from './prerender/first-screen';

export default createAppConfig(app('feed'), {
  exposes: { './routes': './src/exposes/routes.tsx' },
  title: '모멘텀 · feed (단독 실행)',
  firstScreenRequests: FIRST_SCREEN_REQUESTS,
  prerenderedScreens: './prerender/screens.tsx',
});
