import { createAppConfig } from '@momentum/build';

export default createAppConfig({
  name: 'mfe_feed',
  port: 3003,
  exposes: { './routes': './src/exposes/routes.tsx' },
  title: '모멘텀 · feed (단독 실행)',
});
