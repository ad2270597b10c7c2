// Knock and cheer follow their own switch, the reminder its hour (the scheduler checks the hour too).
import type { NotificationSettings } from '@momentum/contracts';

export type PushKind = 'knock' | 'cheer' | 'reminder';

export function wantsPush(settings: NotificationSettings, kind: PushKind): boolean {
  if (!settings.pushEnabled) return false;
  if (kind === 'knock') return settings.knockPush;
  if (kind === 'cheer') return settings.cheerPush;
  return settings.reminderHour !== null;
}
