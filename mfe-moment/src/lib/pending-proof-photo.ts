// A waiting proof's photo, for its thumbnail beside '업로드 대기 중', read from the queue's IndexedDB store.
// Never put in React Query: the shell keeps the query cache on the device, which would copy each photo.
import { useEffect, useState } from 'react';
import { getSessionToken } from '@momentum/app-kit/session';
import { ownerOf, proofQueue } from '@momentum/api-client/proof-queue';

/** The kept photo of `targetId`'s proof, of the signed-in user only (another user's waits unseen). */
async function readPendingPhoto(targetId: string): Promise<Blob | null> {
  const entries = await proofQueue.pending(ownerOf(getSessionToken()));
  // Oldest first: if one target ever had two, the first is the one the server will take.
  return entries.find((entry) => entry.targetId === targetId)?.photo ?? null;
}

/**
 * An object URL of the waiting proof's photo, or null until it is read (or when none is kept). The URL
 * is revoked when the item stops waiting (unmount) or `targetId` changes: each one pins its Blob in
 * memory until revoked.
 */
export function usePendingProofPhoto(targetId: string): string | null {
  const [photo, setPhoto] = useState<{ targetId: string; url: string } | null>(null);
  useEffect(() => {
    let stale = false;
    let url: string | null = null;
    readPendingPhoto(targetId).then(
      (blob) => {
        if (stale || !blob) return;
        url = URL.createObjectURL(blob);
        setPhoto({ targetId, url });
      },
      // The device's store could not be read: the label alone.
      () => {},
    );
    return () => {
      stale = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [targetId]);
  // After a change, the previous target's URL (revoked by now) is not shown while the new one is read.
  return photo?.targetId === targetId ? photo.url : null;
}
