// The live region is always there, so a screen reader announces the offer; the offer's code loads only
// when there is one, from the worker's precache.
import { lazy, Suspense, useSyncExternalStore, type ReactElement } from 'react';
import { subscribeToUpdate, updateIsWaiting } from './update-offer';

const UpdateOfferButton = lazy(() => import(/* webpackChunkName: "update-offer-button" */ './update-offer-button'));

export function UpdateToast(): ReactElement {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateIsWaiting, () => false);
  return (
    <div role="status">
      {waiting && (
        <Suspense fallback={null}>
          <UpdateOfferButton />
        </Suspense>
      )}
    </div>
  );
}
