import type { InviteResponse } from '@momentum/api-client/friends';
import { Avatar, Card, Line, Nickname } from './inviter-card.styles';

export function InviterCard({ inviter }: { inviter: InviteResponse }) {
  return (
    <Card data-testid="inviter-card">
      <Avatar src={inviter.profileImageUrl} alt={`${inviter.nickname}님의 프로필 이미지`} width={96} height={96} />
      <Line>
        <Nickname>{inviter.nickname}</Nickname>님이 모멘텀에 초대했어요.
      </Line>
    </Card>
  );
}
