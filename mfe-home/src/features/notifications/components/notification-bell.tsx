import { useId, useState, type ReactElement } from 'react';
import { IconButton } from '@momentum/ui/button';
import { BellIcon } from '@momentum/ui/icons/bell';
import { Modal } from '@momentum/ui/modal';
import { layout } from '@momentum/ui/tokens';
import { VisuallyHidden } from '@momentum/ui/visually-hidden';
import { useUnreadCount } from '../hooks/use-unread-count';
import { NotificationList } from './notification-list';

/** The bell (unread dot from the unread count) and the notification modal it opens. */
export function NotificationBell(): ReactElement {
  const [open, setOpen] = useState(false);
  const unread = (useUnreadCount().data ?? 0) > 0;
  const hintId = useId();
  return (
    <>
      <IconButton
        aria-label="알림"
        aria-describedby={unread ? hintId : undefined}
        aria-haspopup="dialog"
        data-unread={unread}
        onClick={() => setOpen(true)}
      >
        <BellIcon unread={unread} size="2.8rem" />
      </IconButton>
      {unread && <VisuallyHidden id={hintId}>읽지 않은 알림이 있습니다.</VisuallyHidden>}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="알림"
        width={layout.notificationModal.width}
        height={layout.notificationModal.height}
      >
        <NotificationList />
      </Modal>
    </>
  );
}
