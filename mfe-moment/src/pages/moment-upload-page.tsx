import { useState, type ReactElement } from 'react';
import { useParams } from '@momentum/app-kit/router';
import { useQuery } from '@tanstack/react-query';
import { uploadMomentPhoto } from '@momentum/api-client/moment';
import { momentQueries } from '@momentum/api-client/moment/queries';
import { canProveMoment } from '../lib/moment-state';
import { ProofForm } from '../features/photo-proof/components/proof-form';
import { ProofScreen } from '../features/photo-proof/components/proof-screen';
import { useEligibilityGuard } from '../features/photo-proof/hooks/use-eligibility-guard';
import { useFirstAnswer } from '../features/photo-proof/hooks/use-first-answer';

export function MomentUploadPage(): ReactElement {
  const id = useParams().id ?? '';
  const moment = useQuery({ ...momentQueries.detail(id), retry: false });
  const [now] = useState(() => Date.now());
  const first = useFirstAnswer(moment.data);
  const eligible = first ? canProveMoment(first, now) : false;
  useEligibilityGuard(moment.status, eligible);

  const ready = first && eligible ? first : null;
  return (
    <ProofScreen heading={ready?.content ?? null} subHeading={ready?.bucketContent}>
      {ready && (
        <ProofForm
          content={ready.content}
          send={(file, onProgress) => uploadMomentPhoto(id, file, onProgress)}
          successText="새로운 모멘트를 인증했어요!"
          doneTo="/moment"
        />
      )}
    </ProofScreen>
  );
}
