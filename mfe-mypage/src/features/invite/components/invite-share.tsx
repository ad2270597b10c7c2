import type { KakaoShare } from '@momentum/app-kit/runtime-config';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@momentum/api-client/users/queries';
import { Button } from '@momentum/ui/button';
import { useKakaoInvite } from '../hooks/use-kakao-invite';
import { useKakaoShareConfig } from '../hooks/use-kakao-share-config';
import { useShareInvite } from '../hooks/use-share-invite';
import { Actions, KakaoButton } from './invite-share.styles';

/** '친구 초대하기' (share sheet or copied link), and '카카오톡으로 초대' where the deploy has a Kakao key. */
export function InviteShare() {
  const { data: code } = useQuery(userQueries.friendCode());
  const kakao = useKakaoShareConfig();
  const share = useShareInvite();
  return (
    <Actions>
      <Button fullWidth disabled={!code} onClick={() => code && void share(code)}>
        친구 초대하기
      </Button>
      {kakao && <KakaoInviteButton share={kakao} code={code} />}
    </Actions>
  );
}

function KakaoInviteButton({ share, code }: { share: KakaoShare; code: string | undefined }) {
  const send = useKakaoInvite(share);
  return (
    <KakaoButton type="button" disabled={!code} onClick={() => code && void send(code)}>
      카카오톡으로 초대
    </KakaoButton>
  );
}
