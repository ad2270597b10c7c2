import { useState, type ReactElement } from 'react';
import { useParams } from '@momentum/app-kit/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import { ProofForm } from '../features/photo-proof/components/proof-form';
import { ProofScreen } from '../features/photo-proof/components/proof-screen';
import { useEligibilityGuard } from '../features/photo-proof/hooks/use-eligibility-guard';
import { useFirstAnswer } from '../features/photo-proof/hooks/use-first-answer';
import { submitProof } from '../features/photo-proof/lib/submit-proof';
import { useProofWaitingAtStart } from '../lib/pending-proofs';
import { useDecisiveAnswer } from '@momentum/app-kit/decisive-answer';
import { withOfflineFallback } from '../features/photo-proof/lib/with-offline-fallback';
import { achievementFromLists } from '../features/photo-proof/lib/item-from-lists';

export function BucketUploadPage(): ReactElement {
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  // Judged on an answer fetched since the screen opened (online): the device's kept copy, or one from
  // before this very proof, may still say the item can be proven.
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({ ...bucketQueries.detail(id), retry: false });
  const bucket = withOfflineFallback(useDecisiveAnswer(query, openedAt), query.fetchStatus === 'paused', () => achievementFromLists(queryClient, id));
  // Only an own achievement bucket that is neither completed nor challenging (docs/product-spec.md section 4).
  const first = useFirstAnswer(bucket.data);
  const waiting = useProofWaitingAtStart(id);
  const eligible = !!first && first.type === 'ACHIEVEMENT' && !first.isCompleted && !first.isChallenging && !waiting;
  useEligibilityGuard(bucket.status, eligible);

  const ready = first && eligible ? first : null;
  return (
    <ProofScreen heading={ready?.content ?? null} subHeading={ready ? '달성형 버킷리스트 인증' : undefined}>
      {ready && (
        <ProofForm
          content={ready.content}
          targetId={id}
          send={(file, takenAt, onProgress) => submitProof({ kind: 'bucket', targetId: id, title: ready.content }, file, takenAt, onProgress)}
          successText="새로운 버킷리스트를 달성했어요!"
          doneTo="/moment/bucket"
        />
      )}
    </ProofScreen>
  );
}
