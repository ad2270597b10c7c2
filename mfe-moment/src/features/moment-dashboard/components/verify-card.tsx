import { useId, type ReactElement } from 'react';
import type { ChallengingBucket } from '@momentum/contracts';
import { PlusIcon } from '@momentum/ui/icons/plus';
import { Card, CardTitle } from '../../../components/card';
import { momentToShow } from '../lib/dashboard-model';
import { usePendingProofs } from '@momentum/api-client/proof-queue/pending';
import { UPLOAD_PENDING_LABEL } from '../../../lib/pending-proofs';
import { PendingProofPhoto } from '../../../components/pending-proof-photo';
import { PendingProof, Tile, TileCaption, TileLink, TileSquare, VerifyGrid } from './dashboard.styles';

/**
 * Per bucket, the moment of now: its photo once proven, the kept photo and '업로드 대기 중' while its
 * proof waits on the device, else a link to prove it. A link is the whole tile, its caption included.
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
            {moment.photoUrl || isPending(moment.momentID) ? (
              <Tile>
                {moment.photoUrl ? (
                  <img src={moment.photoUrl} alt={`${moment.content} 인증 사진`} loading="lazy" />
                ) : (
                  <PendingProof>
                    <PendingProofPhoto targetId={moment.momentID} title={moment.content} size="6.4rem" />
                    {UPLOAD_PENDING_LABEL}
                  </PendingProof>
                )}
                <figcaption>{moment.content}</figcaption>
              </Tile>
            ) : (
              // Named by what it does; the name starts with the caption, the words a user sees.
              <TileLink to={`/moment/upload/${moment.momentID}`} aria-label={`${moment.content} 인증하러 가기`}>
                <TileSquare>
                  <PlusIcon size="3.2rem" />
                </TileSquare>
                <TileCaption>{moment.content}</TileCaption>
              </TileLink>
            )}
          </li>
        ))}
        {tiles.length === 0 && (
          <li>
            <TileLink to="/moment/bucket">
              <TileSquare>
                <PlusIcon size="3.2rem" />
              </TileSquare>
              <TileCaption>새로운 모멘트 등록하기</TileCaption>
            </TileLink>
          </li>
        )}
      </VerifyGrid>
    </Card>
  );
}
