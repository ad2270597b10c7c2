// The one generator of /app-config.json (ADR 0001): a build never contains a URL, so deploying a remote changes REMOTE_<NAME>_URL only.
import { API_URL, REMOTE_APPS, localUrl, type RemoteName } from '@momentum/apps';

/** Kakao's JavaScript SDK for KakaoTalk sharing: a pinned version and the SHA-384 of that file (SRI; docs/deploy.md checks it). */
export const KAKAO_SDK_DEFAULT = {
  url: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js',
  integrity: 'sha384-DKYJZ8NLiK8MN4/C5P2dtSmLQ4KwPaoqAfyA/DfmEc1VDxu4yyC7wy6K1Hs90nka',
};

export interface KakaoShareConfig {
  jsKey: string;
  sdk: { url: string; integrity: string };
}

export interface GeneratedAppConfig {
  apiBaseUrl: string;
  kakao: { authorizeUrl: string; clientId: string } & Partial<KakaoShareConfig>;
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
    kakao: { authorizeUrl, clientId: env.KAKAO_CLIENT_ID || 'momentum-dev', ...kakaoShare(env) },
    remotes,
    // The app never reads it: the static server's CSP allows it in img-src when photos come from an S3-compatible store.
    ...(env.PHOTO_ORIGIN ? { photoOrigin: stripSlash(env.PHOTO_ORIGIN) } : {}),
  };
}

// A JavaScript key is meant for browsers; without one there is no Kakao button, and no Kakao origin in the page policy.
function kakaoShare(env: Env): Partial<KakaoShareConfig> {
  if (!env.KAKAO_JS_KEY) return {};
  return {
    jsKey: env.KAKAO_JS_KEY,
    sdk: { url: env.KAKAO_SDK_URL || KAKAO_SDK_DEFAULT.url, integrity: env.KAKAO_SDK_INTEGRITY || KAKAO_SDK_DEFAULT.integrity },
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
