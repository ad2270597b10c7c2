import { useId, type ReactElement } from 'react';
import { Link } from '@momentum/app-kit/router';
import type { ChallengingBucket } from '@momentum/contracts';
import { PlusIcon } from '@momentum/ui/icons/plus';
import { Card, CardTitle } from '../../../components/card';
import { momentToShow } from '../lib/dashboard-model';
import { usePendingProofs } from '@momentum/api-client/proof-queue/pending';
import { UPLOAD_PENDING_LABEL } from '../../../lib/pending-proofs';
import { PendingProofPhoto } from '../../../components/pending-proof-photo';
import { PendingProof, Tile, VerifyGrid } from './dashboard.styles';

/**
 * Per bucket, the moment of now: its photo once proven, the kept photo and '업로드 대기 중' while its
 * proof waits on the device, else a link to prove it.
 */
export function VerifyCard({ buckets, now }: { buckets: readonly ChallengingBucket[]; now: number }): ReactElement {
  const titleId = useId();
  const isPending = usePendingProofs();
  const tiles = buckets.flatMap((bucket) => {
    const moment = momentToShow(bucket.moments, now);
    return moment ? [{ bucket, moment }] : [];
  });
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>모멘트 인증</CardTitle>
      <VerifyGrid>
        {tiles.map(({ bucket, moment }) => (
          <li key={bucket.bucketID}>
            <Tile>
              {moment.photoUrl ? (
                <img src={moment.photoUrl} alt={`${moment.content} 인증 사진`} loading="lazy" />
              ) : isPending(moment.momentID) ? (
                <PendingProof>
                  <PendingProofPhoto targetId={moment.momentID} title={moment.content} size="6.4rem" />
                  {UPLOAD_PENDING_LABEL}
                </PendingProof>
              ) : (
                <Link to={`/moment/upload/${moment.momentID}`} aria-label={`${moment.content} 인증하러 가기`}>
                  <PlusIcon size="3.2rem" />
                </Link>
              )}
              <figcaption>{moment.content}</figcaption>
            </Tile>
          </li>
        ))}
        {tiles.length === 0 && (
          <li>
            <Tile>
              <Link to="/moment/bucket" aria-label="새로운 모멘트 등록하기">
                <PlusIcon size="3.2rem" />
              </Link>
              <figcaption>새로운 모멘트 등록하기</figcaption>
            </Tile>
          </li>
        )}
      </VerifyGrid>
    </Card>
  );
}
