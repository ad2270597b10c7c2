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
import { usePendingProofs } from '../lib/pending-proofs';
import { withOfflineFallback } from '../features/photo-proof/hooks/use-offline-answer';
import { momentFromLists } from '../features/photo-proof/lib/item-from-lists';

export function MomentUploadPage(): ReactElement {
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const moment = withOfflineFallback(useQuery({ ...momentQueries.detail(id), retry: false }), () => momentFromLists(queryClient, id));
  const [now] = useState(() => Date.now());
  const first = useFirstAnswer(moment.data);
  // A proof already waiting on the device is not taken twice. Judged at the screen's start: this
  // screen's own proof starts waiting while its form is still up.
  const isPending = usePendingProofs();
  const [waiting] = useState(() => isPending(id));
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
