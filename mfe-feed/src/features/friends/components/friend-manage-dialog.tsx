import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '@momentum/ui/button';
import { ConfirmDialog, ResultDialog } from '@momentum/ui/dialog';
import { Modal } from '@momentum/ui/modal';
import { pinLabel, type ManageDialogEvent, type ManageDialogState } from '../lib/manage-dialog-state';

const Menu = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface FriendManageDialogProps {
  state: ManageDialogState;
  dispatch: (event: ManageDialogEvent) => void;
  pinning: boolean;
  deleting: boolean;
  onTogglePin: (friendUserID: string) => void;
  onConfirmDelete: (friendUserID: string) => void;
}

/** Friend management: the menu (pin, delete), the delete confirmation, and the success notice. */
export function FriendManageDialog({
  state,
  dispatch,
  pinning,
  deleting,
  onTogglePin,
  onConfirmDelete,
}: FriendManageDialogProps): ReactElement | null {
  const { friend } = state;
  if (!state.open || !friend) return null;
  const close = () => dispatch({ type: 'close' });

  if (state.step === 'delete') {
    return (
      <ConfirmDialog
        open
        title={`${friend.nickname}님을 삭제하겠습니까?`}
        description="이 행위는 되돌릴 수 없습니다."
        destructive
        busy={deleting}
        onConfirm={() => onConfirmDelete(friend.userID)}
        onCancel={() => dispatch({ type: 'cancelDelete' })}
      />
    );
  }
  if (state.step === 'ok') {
    return <ResultDialog open title="친구 관계를 성공적으로 삭제했습니다." onClose={close} />;
  }
  return (
    <Modal open title={`${friend.nickname}님`} onClose={close}>
      <Menu>
        <Button
          variant="secondary"
          fullWidth
          loading={pinning}
          onClick={() => onTogglePin(friend.userID)}
        >
          {pinLabel(friend.isFixed)}
        </Button>
        <Button variant="danger" fullWidth onClick={() => dispatch({ type: 'askDelete' })}>
          친구 삭제하기
        </Button>
      </Menu>
    </Modal>
  );
}
