// '새 버전이 있어요': shown once a new release of the app is installed and waiting; a tap applies it
// (the page reloads into the new release). Nothing is shown on a prerendered page or the first install.
import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { applyUpdate, subscribeToUpdate, updateIsWaiting } from './update-offer';
import { UpdateButton, UpdateRegion } from './update-toast.styles';

export const UPDATE_TEXT = '새 버전이 있어요';

export function UpdateToast(): ReactElement {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateIsWaiting, () => false);
  const [applying, setApplying] = useState(false);
  return (
    // The region is always there, so a screen reader announces the button when it appears.
    <UpdateRegion role="status">
      {waiting && (
        <UpdateButton
          type="button"
          disabled={applying}
          aria-busy={applying}
          onClick={() => {
            setApplying(true);
            applyUpdate();
          }}
        >
          {UPDATE_TEXT}
        </UpdateButton>
      )}
    </UpdateRegion>
  );
}
