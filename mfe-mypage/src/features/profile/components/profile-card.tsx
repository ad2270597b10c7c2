// The signed-in user's profile from GET /api/users: skeleton of fixed size while loading, a Korean
// error with a retry on failure.
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@momentum/api-client/users/queries';
import { getApiError } from '@momentum/api-client/api-error';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import { Card, Avatar, AvatarSkeleton, Email, ErrorText, Nickname, RetryButton, TextSkeleton, Texts } from './profile-card.styles';

export function ProfileCard() {
  const { data, isPending, isPaused, isError, error, refetch, isFetching } = useQuery(userQueries.me());

  if (isPending && isPaused) {
    return (
      <Card>
        <OfflineUnloaded />
      </Card>
    );
  }
  if (isPending) {
    return (
      <Card aria-busy="true" aria-label="프로필을 불러오는 중" data-testid="profile-skeleton">
        <AvatarSkeleton />
        <Texts>
          <TextSkeleton $width="12rem" />
          <TextSkeleton $width="18rem" />
        </Texts>
      </Card>
    );
  }

  if (isError) {
    return (
      <Card role="alert">
        <Texts>
          <ErrorText>프로필을 불러오지 못했습니다. {getApiError(error)}</ErrorText>
          <RetryButton type="button" onClick={() => void refetch()} disabled={isFetching}>
            다시 시도
          </RetryButton>
        </Texts>
      </Card>
    );
  }

  return (
    <Card data-testid="profile-card">
      <Avatar src={data.profileImageUrl} alt={`${data.nickname}님의 프로필 이미지`} width={72} height={72} />
      <Texts>
        <Nickname>{data.nickname}</Nickname>
        <Email>{data.email}</Email>
      </Texts>
    </Card>
  );
}
