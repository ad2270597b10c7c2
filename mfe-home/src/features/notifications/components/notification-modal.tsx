import type { ReactElement } from 'react';
import { Modal } from '@momentum/ui/modal';
import { layout } from '@momentum/ui/tokens';
import { NotificationList } from './notification-list';

/** The bell's modal; mounted while open, so its list is fetched (and marked read) on each opening. */
export function NotificationModal({ onClose, inPlace }: { onClose: () => void; inPlace?: boolean }): ReactElement {
  return (
    <Modal open inPlace={inPlace} onClose={onClose} title="알림" width={layout.notificationModal.width} height={layout.notificationModal.height}>
      <NotificationList />
    </Modal>
  );
}
