import { createAppConfig } from '@momentum/build';

export default createAppConfig({ name: 'shell', port: 3000, isHost: true, title: '모멘텀' });
