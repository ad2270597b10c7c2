// Account deletion: confirm (irreversible) → DELETE /api/users → the server's message → closing ends
// the session and goes to /. A failure shows its message and leaves the user signed in.
import { ConfirmDialog, ResultDialog } from '@momentum/ui/dialog';
import { getApiError } from '@momentum/api-client/api-error';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { useEndSession } from '../hooks/use-end-session';

export interface WithdrawDialogsProps {
  confirmOpen: boolean;
  onCancel: () => void;
}

export function WithdrawDialogs({ confirmOpen, onCancel }: WithdrawDialogsProps) {
  const deletion = useDeleteAccount();
  const endSession = useEndSession();
  const settled = deletion.isSuccess || deletion.isError;

  const closeResult = () => {
    if (deletion.isSuccess) {
      endSession('/');
      return;
    }
    deletion.reset();
    onCancel();
  };

  return (
    <>
      <ConfirmDialog
        open={confirmOpen && !settled}
        title="정말 계정을 삭제하시겠습니까?"
        description="탈퇴하면 버킷, 모멘트, 사진, 친구 목록이 모두 삭제되며 되돌릴 수 없습니다."
        confirmLabel="탈퇴하기"
        cancelLabel="취소"
        destructive
        busy={deletion.isPending}
        onConfirm={() => deletion.mutate()}
        onCancel={() => {
          if (!deletion.isPending) onCancel();
        }}
      />
      <ResultDialog
        open={settled}
        title={deletion.isSuccess ? '회원 탈퇴 완료' : '회원 탈퇴 실패'}
        description={deletion.isSuccess ? deletion.data.message : getApiError(deletion.error)}
        onClose={closeResult}
      />
    </>
  );
}
