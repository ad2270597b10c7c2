import { useId, useState, type ComponentType, type ReactElement } from 'react';
import { IconButton } from '@momentum/ui/button';
import { BellIcon } from '@momentum/ui/icons/bell';
import { VisuallyHidden } from '@momentum/ui/visually-hidden';
import { TAP_FRAME_ATTRIBUTE } from '@momentum/first-visit/browser';
import { useUnreadCount } from '../hooks/use-unread-count';

/** The name of the list's first frame in the prerendered page (prerender/screens.tsx), shown at a tap kept before the app runs. */
export const NOTIFICATIONS_FRAME = 'notifications';

interface NotificationBellProps {
  /** The modal, loaded after the first screen (the page's later parts); it opens once it is here. */
  modal: ComponentType<{ onClose: () => void }> | undefined;
  /** Asks for the modal at once: a tap before it has loaded. */
  onOpen: () => void;
}

/** The bell (unread dot from the unread count) and the notification modal it opens. */
export function NotificationBell({ modal: NotificationModal, onOpen }: NotificationBellProps): ReactElement {
  const [open, setOpen] = useState(false);
  const unread = (useUnreadCount().data ?? 0) > 0;
  const hintId = useId();
  return (
    <>
      <IconButton
        aria-label="알림"
        aria-describedby={unread ? hintId : undefined}
        aria-haspopup="dialog"
        // Tapped before the list's code has come: it says so until the list opens.
        aria-busy={open && !NotificationModal ? true : undefined}
        data-unread={unread}
        {...{ [TAP_FRAME_ATTRIBUTE]: NOTIFICATIONS_FRAME }}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        <BellIcon unread={unread} size="2.8rem" />
      </IconButton>
      {unread && <VisuallyHidden id={hintId}>읽지 않은 알림이 있습니다.</VisuallyHidden>}
      {open && NotificationModal && <NotificationModal onClose={() => setOpen(false)} />}
    </>
  );
}
