import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { Actions, Description } from './dialog.styles';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape, the backdrop and the close icon: every way out that is not "yes". */
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button shows a spinner and is disabled. */
  busy?: boolean;
  /** Paints the confirm button red, for irreversible actions such as deleting a friend. */
  destructive?: boolean;
}

/** A yes/no question ('{nickname}님을 삭제하겠습니까?' with 네 / 아니오). Focus starts on the safe answer. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = '네',
  cancelLabel = '아니오',
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
}: ConfirmDialogProps): ReactElement {
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={description !== undefined ? descriptionId : undefined}
      initialFocusRef={cancelRef}
      hideCloseButton
    >
      {description !== undefined && <Description id={descriptionId}>{description}</Description>}
      <Actions>
        <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}

export interface ResultDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  onClose: () => void;
}

/** Tells the outcome of an action (success notice or the server's error message) with one 확인 button. */
export function ResultDialog({ open, title, description, confirmLabel = '확인', onClose }: ResultDialogProps): ReactElement {
  const descriptionId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      describedBy={description !== undefined ? descriptionId : undefined}
      initialFocusRef={okRef}
    >
      {description !== undefined && <Description id={descriptionId}>{description}</Description>}
      <Actions>
        <Button ref={okRef} onClick={onClose}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
