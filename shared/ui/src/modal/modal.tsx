import { useEffect, useId, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../button/button';
import { CloseIcon } from '../icons/close';
import { trapTab } from './focus-trap';
// By package name: the stack is the one shared instance across the shell and every remote.
import { isTopModal, popModal, pushModal } from '@momentum/ui/modal-stack';
import { Backdrop, Body, Header, Panel, Title } from './modal.styles';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading, also the dialog's name. Give this or `labelledBy`. */
  title?: ReactNode;
  /** Id of an element inside `children` that names the dialog, when there is no `title`. */
  labelledBy?: string;
  describedBy?: string;
  /** CSS lengths, e.g. '30rem' and '45rem' for the notification modal. */
  width?: string;
  height?: string;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  /** Hide the close icon (a confirmation that must be answered with its buttons). */
  hideCloseButton?: boolean;
  /** Element to focus on open; by default the dialog itself, so its name is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  /** Where it is rendered, not in a portal: a prerendered page's first frame of it (there is no document then). */
  inPlace?: boolean;
  children: ReactNode;
}

export function Modal(props: ModalProps): ReactElement | null {
  if (!props.open) return null;
  return props.inPlace ? <OpenModal {...props} /> : createPortal(<OpenModal {...props} />, document.body);
}

/** Mounted only while open, so its effects are exactly "on open" and "on close". */
function OpenModal({
  onClose,
  title,
  labelledBy,
  describedBy,
  width,
  height,
  closeLabel = '닫기',
  hideCloseButton = false,
  initialFocusRef,
  role = 'dialog',
  children,
}: ModalProps): ReactElement {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const id = Symbol('modal');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    (initialFocusRef?.current ?? panelRef.current)?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && isTopModal(id)) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      popModal(id);
      // Back to where the user was, unless that element is gone (e.g. a deleted list row).
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening; initialFocusRef is read at open time on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Backdrop
      data-testid="modal-backdrop"
      // The backdrop is the pointer's way out; the keyboard's is Escape (above), so it is no control.
      role="presentation"
      // Close only when the press both starts and ends on the backdrop: a text selection dragged out of
      // the panel must not close it.
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title !== undefined ? titleId : labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        $width={width}
        $height={height}
        onKeyDown={(event) => panelRef.current && trapTab(event, panelRef.current)}
      >
        {(title !== undefined || !hideCloseButton) && (
          <Header>
            {title !== undefined ? <Title id={titleId}>{title}</Title> : <span />}
            {!hideCloseButton && (
              <IconButton aria-label={closeLabel} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            )}
          </Header>
        )}
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
