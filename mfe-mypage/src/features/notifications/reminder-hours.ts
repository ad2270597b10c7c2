import type { NotificationSettings } from '@momentum/api-client/push';
import { AUTO_REMINDER_HOUR, REMINDER_HOURS } from '@momentum/contracts/limits';

/** The select's value for "no reminder" (the contract's `reminderHour: null`). */
export const NO_REMINDER = 'off';

/** Seoul hours as the select lists them: '오전 9시', '오후 9시', midnight as '오전 0시'. */
export function reminderHourLabel(hour: number): string {
  if (hour < 12) return `오전 ${hour}시`;
  return `오후 ${hour === 12 ? 12 : hour - 12}시`;
}

export const reminderHourOptions = Array.from(
  { length: REMINDER_HOURS.max - REMINDER_HOURS.min + 1 },
  (_, i) => REMINDER_HOURS.min + i,
);

/** The option for the contract's `'AUTO'`: the hour after the one the person usually proves in. */
export const AUTO_REMINDER_LABEL = '자동 (평소 인증하는 시간)';

export function reminderHourValue(hour: NotificationSettings['reminderHour']): string {
  return hour === null ? NO_REMINDER : String(hour);
}

export function parseReminderHour(value: string): NotificationSettings['reminderHour'] {
  if (value === NO_REMINDER) return null;
  return value === AUTO_REMINDER_HOUR ? AUTO_REMINDER_HOUR : Number(value);
}
