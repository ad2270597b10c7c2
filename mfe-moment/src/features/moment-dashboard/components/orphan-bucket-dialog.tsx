import { useState, type ReactElement } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import type { ChallengingBucket } from '@momentum/contracts';
import { ConfirmDialog } from '@momentum/ui/dialog';

/**
 * A challenging bucket without moments means its creation stopped half-way (the challenge was marked but
 * the moments were not saved): offer to create them again.
 */
export function OrphanBucketDialog({ bucket }: { bucket: ChallengingBucket | null }): ReactElement {
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={bucket !== null && dismissed !== bucket.bucketID}
      title="모멘트를 불러오지 못했어요"
      description={bucket ? `'${bucket.content}'의 모멘트가 없습니다. 모멘트 생성을 다시 시도하시겠습니까?` : undefined}
      confirmLabel="다시 만들기"
      cancelLabel="닫기"
      onConfirm={() => bucket && navigate(`/moment/select-mode/${bucket.bucketID}`)}
      onCancel={() => setDismissed(bucket?.bucketID ?? null)}
    />
  );
}
