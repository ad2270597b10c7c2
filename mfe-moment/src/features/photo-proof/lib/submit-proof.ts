// A proof goes through the device's proof queue (docs/adr/0016-proof-queue.md): saved first, then sent
// with its idempotency key and the time its photo was chosen; kept for later when it cannot be sent now.
import { getSessionToken } from '@momentum/app-kit/session';
import { ownerOf, proofQueue, type ProofKind, type ProofResult } from '@momentum/api-client/proof-queue';
import { bucketEndpoints, momentEndpoints } from '@momentum/contracts/endpoints';

export interface ProofTarget {
  kind: ProofKind;
  targetId: string;
  /** The moment's or bucket's text (the message if the server later refuses it for good). */
  title: string;
}

export async function submitProof(target: ProofTarget, photo: Blob, takenAt: string, onProgress: (percent: number) => void): Promise<ProofResult> {
  // The screen is only reachable signed in; a token without a user id is one the server refuses too.
  const owner = ownerOf(getSessionToken()) ?? '';
  return proofQueue.submit(
    { ...target, endpoint: target.kind === 'moment' ? momentEndpoints.proof : bucketEndpoints.achievementPhoto, owner, photo, fileName: photo instanceof File && photo.name ? photo.name : 'photo', fileType: photo.type, takenAt },
    onProgress,
  );
}
