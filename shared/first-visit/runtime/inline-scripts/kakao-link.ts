// /login's prerendered Kakao link working from the first paint (ADR 0014): href from the runtime config read at run time
// (a deploy changes it without a rebuild), a fresh `state` per click; a tap before the config arrives waits for it.
import { KAKAO_CALLBACK_PATH } from '@momentum/app-kit/kakao';
import { KAKAO_STATE_KEY } from '@momentum/app-kit/kakao-state';
import { KAKAO_LINK_ATTRIBUTE } from '../../page-contract/page-marks';

interface KakaoConfig {
  authorizeUrl: string;
  clientId: string;
}

/** The sign-in URL as the app's buildKakaoAuthorizeUrl makes it (the shell's test compares the two). */
function authorizeUrl(kakao: KakaoConfig, origin: string, state?: string): string {
  const url = new URL(kakao.authorizeUrl);
  const params = url.searchParams;
  params.set('client_id', kakao.clientId);
  params.set('redirect_uri', origin.replace(/\/+$/, '') + KAKAO_CALLBACK_PATH);
  params.set('response_type', 'code');
  if (state) params.set('state', state);
  return url.toString();
}

function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (let i = 0; i !== bytes.length; i++) text += String.fromCharCode(bytes[i]!);
  text = btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  sessionStorage.setItem(KAKAO_STATE_KEY, text);
  return text;
}

export default function kakaoLink(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[' + KAKAO_LINK_ATTRIBUTE + ']');
  let kakao: KakaoConfig | null = null;
  let tapped = false;
  if (!link || !window.fetch || !window.URL) return;
  link.addEventListener('click', (event) => {
    if (!kakao) {
      event.preventDefault();
      tapped = true;
      return;
    }
    link.href = authorizeUrl(kakao, location.origin, newState());
  });
  fetch('/app-config.json')
    .then((response) => response.json())
    .then((config: { kakao?: Partial<KakaoConfig> } | null) => {
      const next = config && config.kakao;
      if (!next || typeof next.authorizeUrl !== 'string' || typeof next.clientId !== 'string' || !next.clientId) return;
      try {
        link.href = authorizeUrl(next as KakaoConfig, location.origin);
      } catch {
        return; // not a URL: the link stays as it was
      }
      kakao = next as KakaoConfig;
      if (tapped) {
        tapped = false;
        link.click();
      }
    })
    .catch(() => {});
}
