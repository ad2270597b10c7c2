import type { KakaoShare } from '@momentum/app-kit/runtime-config';
import { useToast } from '@momentum/ui/toast-context';
import { inviteText, inviteUrl } from '../invite-message';
import { loadKakaoSdk } from '../kakao-sdk';

const KAKAO_FAILED = '카카오톡을 열지 못했어요. 잠시 후 다시 시도해 주세요.';

/** Sends the invite as a KakaoTalk feed message (Kakao.Share.sendDefault), the SDK loaded on the tap. */
export function useKakaoInvite(share: KakaoShare): (friendCode: string) => Promise<void> {
  const toast = useToast();
  return async (friendCode) => {
    const url = inviteUrl(friendCode);
    const link = { mobileWebUrl: url, webUrl: url };
    try {
      const kakao = await loadKakaoSdk(share);
      if (!kakao.isInitialized()) kakao.init(share.jsKey);
      kakao.Share.sendDefault({
        objectType: 'feed',
        content: {
          title: '모멘텀에서 같이 작심해요!',
          description: inviteText(friendCode),
          imageUrl: `${window.location.origin}/icons/icon-512.png`,
          link,
        },
        buttons: [{ title: '초대 열기', link }],
      });
    } catch (error) {
      console.error('[invite] KakaoTalk share failed', error);
      toast(KAKAO_FAILED);
    }
  };
}
