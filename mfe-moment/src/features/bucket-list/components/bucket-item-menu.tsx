import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { Link } from '@momentum/app-kit/router';
import { Button } from '@momentum/ui/button';
import type { BucketType } from '@momentum/contracts/enums';
import { MAX_CHALLENGING } from '@momentum/contracts/limits';
import { Menu } from './bucket-list.styles';

interface Props {
  bucketId: string;
  content: string;
  type: BucketType;
  /** Challenging buckets now; a fourth challenge is not offered. */
  challengingCount: number;
}

/** Rendered only for pending items: create own moments (REPEAT) or prove the achievement (ACHIEVEMENT). */
export function BucketItemMenu({ bucketId, content, type, challengingCount }: Props): ReactElement {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu from wherever focus is, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Button
        ref={toggle}
        size="sm"
        variant="secondary"
        aria-label={`${content} 메뉴`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        ···
      </Button>
      {open && (
        <Menu id={menuId}>
          {type === 'ACHIEVEMENT' ? (
            <li>
              <Link to={`/moment/bucket/upload/${bucketId}`}>달성 인증하기</Link>
            </li>
          ) : challengingCount < MAX_CHALLENGING ? (
            <li>
              <Link to={`/moment/select-mode/${bucketId}`}>나만의 모멘트 만들기</Link>
            </li>
          ) : (
            <li>
              <p>도전은 최대 {MAX_CHALLENGING}개까지 할 수 있어요.</p>
            </li>
          )}
        </Menu>
      )}
    </>
  );
}
