import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { Page, PageTitle } from '@momentum/ui/page';
import { Spinner } from '@momentum/ui/spinner';
import { NotificationSettingsForm } from '../features/notifications/components/notification-settings-form';
import { useNotificationSettings } from '../features/notifications/hooks/use-notification-settings';
import { FormPlaceholder } from './form-placeholder.styles';

export function NotificationSettingsPage() {
  const { settings, shown, saving, failure, pushNeedsHomeScreen, change, retry } = useNotificationSettings();
  return (
    <Page>
      <PageTitle>알림 설정</PageTitle>
      {settings.isPending ? (
        <FormPlaceholder $minHeight="30rem" aria-busy="true" data-testid="notification-settings-skeleton">
          <Spinner size="3.2rem" label="알림 설정을 불러오는 중" />
        </FormPlaceholder>
      ) : settings.isError || !shown ? (
        <FormPlaceholder $minHeight="30rem" role="alert">
          <p>알림 설정을 불러오지 못했습니다. {getApiError(settings.error)}</p>
          <Button variant="ghost" size="sm" onClick={() => void settings.refetch()} loading={settings.isFetching}>
            다시 시도
          </Button>
        </FormPlaceholder>
      ) : (
        <NotificationSettingsForm
          settings={shown}
          saving={saving}
          failure={failure}
          pushNeedsHomeScreen={pushNeedsHomeScreen}
          onChange={change}
          onRetry={retry}
        />
      )}
    </Page>
  );
}
