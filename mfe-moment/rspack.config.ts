import { createAppConfig } from '@momentum/build';

export default createAppConfig({
  name: 'mfe_moment',
  port: 3002,
  exposes: { './routes': './src/exposes/routes.tsx' },
  title: '모멘텀 · moment (단독 실행)',
});
