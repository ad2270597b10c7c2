// An opened invite link (/mypage/invite/{code}, from the shell's /invite/{code}): who invited, and a
// friend is added only by the tap on '친구 추가', by the same mutual add as a typed code.
import styled from 'styled-components';
import { useNavigate, useParams } from '@momentum/app-kit/router';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import { Page, PageTitle } from '@momentum/ui/page';
import { useToast } from '@momentum/ui/toast-context';
import { friendAddedMessage } from '../features/add-friend/friend-code-rules';
import { useAddFriend } from '../features/add-friend/hooks/use-add-friend';
import { InviterCard } from '../features/invite/components/inviter-card';
import { useInvite } from '../features/invite/hooks/use-invite';

const WHY_NOT = { FRIEND: '이미 친구예요.', SELF: '내 초대 링크예요.' } as const;

export function InvitePage() {
  const code = useParams().friendCode ?? '';
  const invite = useInvite(code);
  const add = useAddFriend();
  const navigate = useNavigate();
  const toast = useToast();
  const leave = () => navigate('/home', { replace: true });

  const addFriend = () =>
    add.mutate(code, {
      onSuccess: () => {
        toast(friendAddedMessage(invite.data?.nickname ?? ''));
        navigate('/feed', { replace: true });
      },
    });

  return (
    <Page>
      <PageTitle>친구 초대</PageTitle>
      {invite.isPending && invite.isPaused ? (
        <OfflineUnloaded />
      ) : invite.isPending ? (
        <Busy aria-busy="true" aria-label="초대를 확인하는 중" />
      ) : invite.isError ? (
        <Stack>
          <Message role="alert">{getApiError(invite.error)}</Message>
          <Button fullWidth variant="secondary" onClick={leave}>
            홈으로
          </Button>
        </Stack>
      ) : (
        <Stack>
          <InviterCard inviter={invite.data} />
          {invite.data.relation === 'NEW' ? (
            <>
              {add.isError && <Message role="alert">{getApiError(add.error)}</Message>}
              <Button fullWidth loading={add.isPending} onClick={addFriend}>
                친구 추가
              </Button>
              <Button fullWidth variant="secondary" disabled={add.isPending} onClick={leave}>
                취소
              </Button>
            </>
          ) : (
            <>
              <Message role="status">{WHY_NOT[invite.data.relation]}</Message>
              <Button fullWidth variant="secondary" onClick={leave}>
                홈으로
              </Button>
            </>
          )}
        </Stack>
      )}
    </Page>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Busy = styled.div`
  min-height: 20rem;
`;

const Message = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
