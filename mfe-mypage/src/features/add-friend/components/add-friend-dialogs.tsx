import { ConfirmDialog, ResultDialog } from '@momentum/ui/dialog';
import type { AddFriendState } from '../hooks/add-friend-machine';

export interface AddFriendDialogsProps {
  state: AddFriendState;
  onConfirm: () => void;
  onCancel: () => void;
  onClose: () => void;
}

/** The confirm modal naming the found user, then the result (success text or the server's message). */
export function AddFriendDialogs({ state, onConfirm, onCancel, onClose }: AddFriendDialogsProps) {
  const asking = state.step === 'confirm' || state.step === 'adding';
  return (
    <>
      <ConfirmDialog
        open={asking}
        title={asking ? `${state.nickname}님을 친구로 추가할까요?` : ''}
        description="추가하기 전에 친구 코드가 맞는지 한 번 더 확인해주세요."
        confirmLabel="추가"
        cancelLabel="취소"
        busy={state.step === 'adding'}
        onConfirm={onConfirm}
        onCancel={() => {
          if (state.step === 'confirm') onCancel();
        }}
      />
      <ResultDialog
        open={state.step === 'result'}
        title={state.step === 'result' && state.added ? '친구 추가 완료' : '친구 추가 실패'}
        description={state.step === 'result' ? state.message : undefined}
        onClose={onClose}
      />
    </>
  );
}
