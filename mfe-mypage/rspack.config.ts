import { createAppConfig } from '@momentum/build';

export default createAppConfig({
  name: 'mfe_mypage',
  port: 3004,
  exposes: { './routes': './src/exposes/routes.tsx' },
  title: '모멘텀 · mypage (단독 실행)',
});
