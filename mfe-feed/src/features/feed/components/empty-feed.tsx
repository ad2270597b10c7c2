import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '@momentum/ui/button';
import { KnockIcon } from '@momentum/ui/icons/knock';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  text-align: center;
  p {
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

export interface EmptyFeedProps {
  /** This week's knock to this friend is spent. */
  isKnock: boolean;
  /** Whether the knock is spent is not known yet (the feed shown is a kept copy being refreshed). */
  deciding?: boolean;
  knocking: boolean;
  onKnock: () => void;
}

export function EmptyFeed({ isKnock, deciding = false, knocking, onKnock }: EmptyFeedProps): ReactElement {
  return (
    <Box aria-label="빈 피드">
      <KnockIcon size="6.4rem" />
      <p>
        친구가 피드를 올리지 않고 있어요...
        <br />
        노크해서 깨워 보세요!
      </p>
      <Button onClick={onKnock} disabled={isKnock || deciding} loading={knocking}>
        노크하기
      </Button>
      {isKnock && !deciding && <p>이번 주에는 이미 노크했어요.</p>}
    </Box>
  );
}
