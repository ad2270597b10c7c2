import type { ReactElement } from 'react';
import { IconButton } from '@momentum/ui/button';
import { BackIcon } from '@momentum/ui/icons/back';

export function BackButton({ onClick }: { onClick: () => void }): ReactElement {
  return (
    <IconButton aria-label="뒤로 가기" onClick={onClick}>
      <BackIcon />
    </IconButton>
  );
}
