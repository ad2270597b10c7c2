import type { ReactElement } from 'react';
import type { NotificationItem } from '@momentum/contracts';
import { getApiError } from '@momentum/api-client/api-error';
import { BellIcon } from '@momentum/ui/icons/bell';
import { KnockIcon } from '@momentum/ui/icons/knock';
import { Spinner } from '@momentum/ui/spinner';
import { VisuallyHidden } from '@momentum/ui/visually-hidden';
import { SectionError } from '../../../components/section-error';
import { useNotifications } from '../hooks/use-notifications';
import { Empty, Item, List, Loading } from './notification-modal.styles';

/** KNOCK has its own icon; every other kind shares the bell (docs/product-spec.md: "other kinds another"). */
function TypeIcon({ type }: { type: NotificationItem['type'] }): ReactElement {
  return type === 'KNOCK' ? <KnockIcon size="2.4rem" /> : <BellIcon size="2.4rem" />;
}

export function NotificationList(): ReactElement {
  const { data, isPending, isError, error, refetch } = useNotifications();
  if (isPending) {
    return (
      <Loading aria-busy="true">
        <Spinner />
        <VisuallyHidden>알림을 불러오는 중입니다.</VisuallyHidden>
      </Loading>
    );
  }
  if (isError) return <SectionError message={getApiError(error)} onRetry={() => void refetch()} />;
  if (data.length === 0) return <Empty>알림이 없습니다.</Empty>;
  return (
    <List aria-label="알림 목록">
      {data.map((n) => (
        <Item key={n.notificationID} $unread={!n.isRead} data-type={n.type}>
          <TypeIcon type={n.type} />
          <span>
            {!n.isRead && <VisuallyHidden>새 알림: </VisuallyHidden>}
            {n.content}
          </span>
        </Item>
      ))}
    </List>
  );
}
