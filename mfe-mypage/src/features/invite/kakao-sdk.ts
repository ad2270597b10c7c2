// Kakao's JavaScript SDK, fetched only when someone taps the KakaoTalk button, from Kakao's own address,
// and run only if it is byte for byte the file the configured SRI hash names.
import type { KakaoShare } from '@momentum/app-kit/runtime-config';

/** The part of `window.Kakao` the invite uses (Kakao.Share.sendDefault of SDK 2). */
export interface KakaoSdk {
  init(jsKey: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(settings: Record<string, unknown>): void };
}

let loading: Promise<KakaoSdk> | null = null;

function kakaoOnWindow(): KakaoSdk | undefined {
  return (window as { Kakao?: KakaoSdk }).Kakao;
}

export function loadKakaoSdk({ sdk }: KakaoShare): Promise<KakaoSdk> {
  const ready = kakaoOnWindow();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdk.url;
    script.integrity = sdk.integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.onload = () => {
      const kakao = kakaoOnWindow();
      if (kakao) resolve(kakao);
      else reject(new Error('Kakao SDK loaded without window.Kakao'));
    };
    script.onerror = () => reject(new Error(`Kakao SDK refused or unreachable: ${sdk.url}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (offline, a wrong hash) may be tried again on the next tap.
    loading = null;
    throw error;
  });
  return loading;
}
