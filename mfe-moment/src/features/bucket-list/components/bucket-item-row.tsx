import { useEffect, useRef, useState, type ReactElement } from 'react';
import { getApiError, isOfflineError } from '@momentum/api-client/api-error';
import type { BucketListItem } from '@momentum/contracts';
import type { BucketType } from '@momentum/contracts/enums';
import { Button } from '@momentum/ui/button';
import { ConfirmDialog } from '@momentum/ui/dialog';
import { useToast } from '@momentum/ui/toast-context';
import { isSubmitEnter } from '../../../lib/keyboard';
import { usePendingProofs } from '@momentum/api-client/proof-queue/pending';
import { UPLOAD_PENDING_LABEL } from '../../../lib/pending-proofs';
import { PendingProofPhoto } from '../../../components/pending-proof-photo';
import { checkTitle } from '../../../lib/title-limit';
import { useDeleteBucket } from '../hooks/use-delete-bucket';
import { useUpdateBucket } from '../hooks/use-update-bucket';
import { useOfflineRefusalMemory } from '../hooks/use-offline-refusal-memory';
import { BUCKET_STATE_LABEL, getBucketState } from '../lib/bucket-state';
import { BucketItemMenu } from './bucket-item-menu';
import { Actions, Content, ProofsLink, Row, StateLabel, TextInput } from './bucket-list.styles';

interface Props {
  bucket: BucketListItem;
  type: BucketType;
  challengingCount: number;
  onOutcome: (message: string) => void;
}

export function BucketItemRow({ bucket, type, challengingCount, onOutcome }: Props): ReactElement {
  const state = getBucketState(bucket);
  // An achievement proof saved on the device: shown as waiting, with its photo, and not offered again.
  const uploading = usePendingProofs()(bucket.bucketID);
  const toast = useToast();
  const update = useUpdateBucket();
  const remove = useDeleteBucket();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(bucket.content);
  const [confirming, setConfirming] = useState(false);
  const saving = useRef(false);
  const editInput = useRef<HTMLInputElement>(null);
  const refusal = useOfflineRefusalMemory();

  // The '수정' button the user pressed disappears with the edit, so focus moves to the input it
  // opened: a move the user asked for, not a page-load autofocus that would skip them past content.
  useEffect(() => {
    if (editing) editInput.current?.focus();
  }, [editing]);

  const commit = (text: string, by: 'enter' | 'blur'): void => {
    const content = text.trim();
    if (saving.current || (by === 'blur' && refusal.isRepeat(content))) return;
    // A blank or unchanged edit is ignored (docs/product-spec.md section 5): back to the stored text.
    if (!content || content === bucket.content) {
      setEditing(false);
      setDraft(bucket.content);
      return;
    }
    saving.current = true;
    update.mutate(
      { id: bucket.bucketID, content },
      {
        onSuccess: (result) => {
          setEditing(false);
          onOutcome(result.message);
        },
        onError: (error) => {
          // Offline nothing was sent: the edit stays open with its text, to save once connected.
          if (isOfflineError(error)) refusal.remember(content);
          else {
            setDraft(bucket.content);
            setEditing(false);
          }
          onOutcome(getApiError(error));
        },
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };

  const confirmDelete = (): void => {
    // mutateAsync, not mutate's callbacks: the refetched list unmounts this row before they would run.
    remove.mutateAsync(bucket.bucketID).then(
      (result) => {
        setConfirming(false);
        onOutcome(result.message);
      },
      (error: unknown) => {
        setConfirming(false);
        onOutcome(getApiError(error));
      },
    );
  };

  return (
    <Row>
      <div>
        {editing ? (
          <TextInput
            aria-label={`${bucket.content} 수정`}
            ref={editInput}
            value={draft}
            readOnly={update.isPending}
            onChange={(event) => {
              const check = checkTitle(event.target.value, 'bucket');
              if (check.ok) setDraft(event.target.value);
              else toast(check.message);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setDraft(bucket.content);
                setEditing(false);
              } else if (isSubmitEnter(event)) {
                event.preventDefault();
                commit(event.currentTarget.value, 'enter');
              }
            }}
            onBlur={(event) => commit(event.currentTarget.value, 'blur')}
          />
        ) : (
          <Content>{bucket.content}</Content>
        )}
        <StateLabel $state={uploading ? 'challenging' : state}>
          {uploading && <PendingProofPhoto targetId={bucket.bucketID} title={bucket.content} size="4rem" />}
          {uploading ? UPLOAD_PENDING_LABEL : BUCKET_STATE_LABEL[state]}
        </StateLabel>
      </div>
      <Actions>
        {state === 'pending' && !uploading && (
          <BucketItemMenu bucketId={bucket.bucketID} content={bucket.content} type={type} challengingCount={challengingCount} />
        )}
        {state === 'completed' && (
          <ProofsLink to={`/moment/bucket/proofs/${bucket.bucketID}`} aria-label={`${bucket.content} 인증 보기`}>
            인증 보기
          </ProofsLink>
        )}
        {/* Each name ends with the visible word ('수정', '삭제') so a voice-control user can say what
            they see; the content before it tells the rows apart. */}
        {!editing && (
          <Button size="sm" variant="ghost" aria-label={`${bucket.content} 수정`} onClick={() => setEditing(true)}>
            수정
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={`${bucket.content} 삭제`} onClick={() => setConfirming(true)}>
          삭제
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title="버킷리스트를 삭제하시겠습니까?"
        description={`'${bucket.content}'의 모멘트와 인증 사진도 함께 삭제되며, 이 행위는 되돌릴 수 없습니다.`}
        confirmLabel="삭제"
        cancelLabel="취소"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Row>
  );
}
