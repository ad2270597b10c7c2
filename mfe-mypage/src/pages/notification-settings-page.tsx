import styled from 'styled-components';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { Page, PageTitle } from '@momentum/ui/page';
import { Spinner } from '@momentum/ui/spinner';
import { NotificationSettingsForm } from '../features/notifications/components/notification-settings-form';
import { useNotificationSettings } from '../features/notifications/hooks/use-notification-settings';

export function NotificationSettingsPage() {
  const { settings, shown, saving, failure, change, retry } = useNotificationSettings();
  return (
    <Page>
      <PageTitle>알림 설정</PageTitle>
      {settings.isPending ? (
        <Placeholder aria-busy="true" data-testid="notification-settings-skeleton">
          <Spinner size="3.2rem" label="알림 설정을 불러오는 중" />
        </Placeholder>
      ) : settings.isError || !shown ? (
        <Placeholder role="alert">
          <p>알림 설정을 불러오지 못했습니다. {getApiError(settings.error)}</p>
          <Button variant="ghost" size="sm" onClick={() => void settings.refetch()} loading={settings.isFetching}>
            다시 시도
          </Button>
        </Placeholder>
      ) : (
        <NotificationSettingsForm settings={shown} saving={saving} failure={failure} onChange={change} onRetry={retry} />
      )}
    </Page>
  );
}

/** Roughly the form's height, so the page does not jump when it arrives. */
const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 30rem;
  text-align: center;
`;
