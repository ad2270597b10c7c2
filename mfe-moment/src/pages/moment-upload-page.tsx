import { useState, type ReactElement } from 'react';
import { useParams } from '@momentum/app-kit/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { momentQueries } from '@momentum/api-client/moment/queries';
import { canProveMoment } from '../lib/moment-state';
import { ProofForm } from '../features/photo-proof/components/proof-form';
import { ProofScreen } from '../features/photo-proof/components/proof-screen';
import { useEligibilityGuard } from '../features/photo-proof/hooks/use-eligibility-guard';
import { useFirstAnswer } from '../features/photo-proof/hooks/use-first-answer';
import { submitProof } from '../features/photo-proof/lib/submit-proof';
import { useProofWaitingAtStart } from '../lib/pending-proofs';
import { useDecisiveAnswer } from '@momentum/app-kit/decisive-answer';
import { withOfflineFallback } from '../features/photo-proof/lib/with-offline-fallback';
import { momentFromLists } from '../features/photo-proof/lib/item-from-lists';

export function MomentUploadPage(): ReactElement {
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  // Judged on an answer fetched since the screen opened (online): the device's kept copy, or one from
  // before this very proof, may still say the item can be proven.
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({ ...momentQueries.detail(id), retry: false });
  const moment = withOfflineFallback(useDecisiveAnswer(query, openedAt), query.fetchStatus === 'paused', () => momentFromLists(queryClient, id));
  const [now] = useState(() => Date.now());
  const first = useFirstAnswer(moment.data);
  const waiting = useProofWaitingAtStart(id);
  const eligible = first ? canProveMoment(first, now) && !waiting : false;
  useEligibilityGuard(moment.status, eligible);

  const ready = first && eligible ? first : null;
  return (
    <ProofScreen heading={ready?.content ?? null} subHeading={ready?.bucketContent}>
      {ready && (
        <ProofForm
          content={ready.content}
          targetId={id}
          send={(file, takenAt, onProgress) => submitProof({ kind: 'moment', targetId: id, title: ready.content }, file, takenAt, onProgress)}
          successText="새로운 모멘트를 인증했어요!"
          doneTo="/moment"
        />
      )}
    </ProofScreen>
  );
}
