import type { ReactElement } from 'react';
import { useParams } from '@momentum/app-kit/router';
import { useQuery } from '@tanstack/react-query';
import { uploadAchievementPhoto } from '@momentum/api-client/bucket';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import { ProofForm } from '../features/photo-proof/components/proof-form';
import { ProofScreen } from '../features/photo-proof/components/proof-screen';
import { useEligibilityGuard } from '../features/photo-proof/hooks/use-eligibility-guard';
import { useFirstAnswer } from '../features/photo-proof/hooks/use-first-answer';

export function BucketUploadPage(): ReactElement {
  const id = useParams().id ?? '';
  const bucket = useQuery({ ...bucketQueries.detail(id), retry: false });
  // Only an own achievement bucket that is neither completed nor challenging (docs/product-spec.md section 4).
  const first = useFirstAnswer(bucket.data);
  const eligible = !!first && first.type === 'ACHIEVEMENT' && !first.isCompleted && !first.isChallenging;
  useEligibilityGuard(bucket.status, eligible);

  const ready = first && eligible ? first : null;
  return (
    <ProofScreen heading={ready?.content ?? null} subHeading={ready ? '달성형 버킷리스트 인증' : undefined}>
      {ready && (
        <ProofForm
          content={ready.content}
          send={(file, onProgress) => uploadAchievementPhoto(id, file, onProgress)}
          successText="새로운 버킷리스트를 달성했어요!"
          doneTo="/moment/bucket"
        />
      )}
    </ProofScreen>
  );
}
