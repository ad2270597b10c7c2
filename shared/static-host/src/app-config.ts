// The one generator of /app-config.json (ADR 0001): a build never contains a URL, so deploying a remote changes REMOTE_<NAME>_URL only.
import { API_URL, REMOTE_APPS, localUrl, type RemoteName } from '@momentum/apps';

export interface GeneratedAppConfig {
  apiBaseUrl: string;
  kakao: { authorizeUrl: string; clientId: string };
  remotes: Record<RemoteName, string>;
  photoOrigin?: string;
}

export type Env = Record<string, string | undefined>;

export function makeAppConfig(env: Env = process.env): GeneratedAppConfig {
  const apiBaseUrl = stripSlash(env.API_BASE_URL || API_URL);
  // Without Kakao credentials the API runs its Kakao-compatible development provider on its own origin.
  const kakaoBase = env.KAKAO_AUTH_BASE_URL || (env.KAKAO_CLIENT_ID ? 'https://kauth.kakao.com' : apiBaseUrl);
  const authorizeUrl = env.KAKAO_AUTHORIZE_URL || `${stripSlash(kakaoBase)}/oauth/authorize`;
  const remotes = Object.fromEntries(
    REMOTE_APPS.map(({ name, port }) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `${localUrl(port)}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return {
    apiBaseUrl,
    kakao: { authorizeUrl, clientId: env.KAKAO_CLIENT_ID || 'momentum-dev' },
    remotes,
    // The app never reads it: the static server's CSP allows it in img-src when photos come from an S3-compatible store.
    ...(env.PHOTO_ORIGIN ? { photoOrigin: stripSlash(env.PHOTO_ORIGIN) } : {}),
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
