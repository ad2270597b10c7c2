// The five front-end apps and their local ports (ADR 0001).
export interface AppInfo {
  name: 'shell' | 'home' | 'moment' | 'feed' | 'mypage';
  dir: string;
  pkg: string;
  port: number;
}

export const APPS: AppInfo[] = [
  { name: 'shell', dir: 'shell', pkg: '@momentum/shell', port: 3000 },
  { name: 'home', dir: 'mfe-home', pkg: '@momentum/mfe-home', port: 3001 },
  { name: 'moment', dir: 'mfe-moment', pkg: '@momentum/mfe-moment', port: 3002 },
  { name: 'feed', dir: 'mfe-feed', pkg: '@momentum/mfe-feed', port: 3003 },
  { name: 'mypage', dir: 'mfe-mypage', pkg: '@momentum/mfe-mypage', port: 3004 },
];

export const API_URL = 'http://localhost:4000';
