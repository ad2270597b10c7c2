import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '@momentum/ui/button';
import { ShieldIcon } from '@momentum/ui/icons/shield';
import type { FriendItem } from '@momentum/api-client/friends';
import type { Notice } from '../../../components/notice-dialog';
import { useGiveFreeze } from '../hooks/use-give-freeze';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** '보호권 선물하기': one 작심 보호권 for the friend shown, answered in the page's notice dialog. */
export function FreezeGiftButton({ friend, onNotice }: { friend: FriendItem; onNotice: (notice: Notice) => void }): ReactElement {
  const gift = useGiveFreeze();
  return (
    <Row>
      <Button
        variant="secondary"
        size="sm"
        loading={gift.isPending}
        onClick={() =>
          gift.mutate(friend.userID, {
            onSuccess: (data) => onNotice({ kind: 'message', title: data.message }),
            onError: (error) => onNotice({ kind: 'error', error }),
          })
        }
      >
        <ShieldIcon size="1.6rem" />
        보호권 선물하기
      </Button>
    </Row>
  );
}
