import type { ReactElement } from 'react';
import { getApiError } from '@momentum/api-client/api-error';
import { ResultDialog } from '@momentum/ui/dialog';

/** What the page's one notice dialog shows: a success text, or a failed call's error. */
export type Notice =
  | { kind: 'message'; title: string; description?: string }
  | { kind: 'error'; error: unknown; title?: string };

export interface NoticeDialogProps {
  notice: Notice | null;
  onClose: () => void;
}

/**
 * Success notices and the generic failed-call dialog of docs/product-spec.md: the server's message, else a nested
 * error.message, else '서버 연결에 실패하였습니다.' (getApiError), with one '확인' button.
 */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps): ReactElement {
  if (notice?.kind === 'error') {
    const message = getApiError(notice.error);
    return notice.title ? (
      <ResultDialog open title={notice.title} description={message} onClose={onClose} />
    ) : (
      <ResultDialog open title={message} onClose={onClose} />
    );
  }
  return (
    <ResultDialog
      open={notice !== null}
      title={notice?.title ?? ''}
      description={notice?.description}
      onClose={onClose}
    />
  );
}
