import { useState, type ReactElement } from 'react';
import { applyUpdate } from './apply-update';
import { UpdateButton, UpdateRegion } from './update-toast.styles';

export const UPDATE_TEXT = '새 버전이 있어요';

export default function UpdateOfferButton(): ReactElement {
  const [applying, setApplying] = useState(false);
  return (
    <UpdateRegion>
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
    </UpdateRegion>
  );
}
