import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import type { NotificationSettings } from '@momentum/api-client/push';
import { Button } from '@momentum/ui/button';
import type { SettingsFailure } from '../notification-messages';
import type { SettingsChange } from '../hooks/use-notification-settings';
import { PUSH_NEEDS_HOME_SCREEN } from '../home-screen-push';
import { HomeScreenSteps } from './home-screen-steps';
import { AUTO_REMINDER_HOUR } from '@momentum/contracts/limits';
import { AUTO_REMINDER_LABEL, NO_REMINDER, parseReminderHour, reminderHourLabel, reminderHourOptions, reminderHourValue } from '../reminder-hours';
import { Description, Row, SettingSwitch, Text } from './setting-switch';

export interface NotificationSettingsFormProps {
  settings: NotificationSettings;
  saving: boolean;
  failure: SettingsFailure | null;
  /** An iPhone or iPad outside the home-screen app: push cannot be turned on here, only off. */
  pushNeedsHomeScreen: boolean;
  onChange: (change: SettingsChange) => void;
  onRetry: () => void;
}

/**
 * The four settings, each saved at once; while one saves every control is disabled so changes never race.
 * Only the push switch touches this device; in an iPhone or iPad browser tab it says how to get push.
 */
export function NotificationSettingsForm({ settings, saving, failure, pushNeedsHomeScreen, onChange, onRetry }: NotificationSettingsFormProps): ReactElement {
  const hourId = useId();
  return (
    <Form aria-busy={saving} onSubmit={(event) => event.preventDefault()}>
      <SettingSwitch
        label="푸시 알림"
        description={pushNeedsHomeScreen ? PUSH_NEEDS_HOME_SCREEN : '이 기기로 리마인더와 친구 소식을 받습니다.'}
        checked={settings.pushEnabled}
        disabled={saving || (pushNeedsHomeScreen && !settings.pushEnabled)}
        onChange={(on) =>
          onChange({ kind: on ? 'push-on' : 'push-off', next: { ...settings, pushEnabled: on } })
        }
      />
      {pushNeedsHomeScreen && <HomeScreenSteps />}
      <Row>
        <Text>
          <label htmlFor={hourId}>리마인더 시간</label>
          <Description id={`${hourId}-description`}>
            서울 시간 기준, 오늘 인증하지 않은 모멘트가 있으면 한 번 알려 드려요. 자동이면 평소 인증하는 시간 다음에 알려 드려요.
          </Description>
        </Text>
        <Select
          id={hourId}
          aria-describedby={`${hourId}-description`}
          value={reminderHourValue(settings.reminderHour)}
          disabled={saving}
          onChange={(event) =>
            onChange({ kind: 'settings', next: { ...settings, reminderHour: parseReminderHour(event.target.value) } })
          }
        >
          <option value={AUTO_REMINDER_HOUR}>{AUTO_REMINDER_LABEL}</option>
          <option value={NO_REMINDER}>받지 않기</option>
          {reminderHourOptions.map((hour) => (
            <option key={hour} value={hour}>
              {reminderHourLabel(hour)}
            </option>
          ))}
        </Select>
      </Row>
      <SettingSwitch
        label="노크 알림"
        description="친구가 노크하면 알려 드려요."
        checked={settings.knockPush}
        disabled={saving}
        onChange={(on) => onChange({ kind: 'settings', next: { ...settings, knockPush: on } })}
      />
      <SettingSwitch
        label="응원 알림"
        description="친구가 내 모멘트를 응원하면 알려 드려요."
        checked={settings.cheerPush}
        disabled={saving}
        onChange={(on) => onChange({ kind: 'settings', next: { ...settings, cheerPush: on } })}
      />
      <Status role="status">{saving ? '저장하는 중...' : ''}</Status>
      {failure && (
        <Failure role="alert">
          <p>{failure.message}</p>
          {failure.retryable && (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              다시 시도
            </Button>
          )}
        </Failure>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  border-top: 0.1rem solid #2a2a2a;
`;

const Select = styled.select`
  flex-shrink: 0;
  min-height: 4.4rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0.1rem solid #3a3a3a;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1a1a1a;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:disabled {
    opacity: 0.6;
  }

  &:focus-visible {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
  }
`;

const Status = styled.p`
  min-height: 2rem;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
