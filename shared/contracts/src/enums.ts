// Zod-free on purpose: browser code imports this subpath, and zod must never reach a phone.

export const BUCKET_TYPES = ['REPEAT', 'ACHIEVEMENT'] as const;
export type BucketType = (typeof BUCKET_TYPES)[number];

export const FREQUENCIES = ['daily', 'every2days', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Days between two consecutive moments of a schedule (and the length of one moment's window). */
export const FREQUENCY_SPACING_DAYS: Readonly<Record<Frequency, number>> = {
  daily: 1,
  every2days: 2,
  weekly: 7,
  monthly: 30,
};

export const FREQUENCY_TEXT: Readonly<Record<Frequency, string>> = {
  daily: '1일에 1번',
  every2days: '2일에 1번',
  weekly: '1주에 1번',
  monthly: '1달에 1번',
};

export function frequencyText(frequency: string | null | undefined): string {
  return frequency && Object.hasOwn(FREQUENCY_TEXT, frequency) ? FREQUENCY_TEXT[frequency as Frequency] : '';
}

export const NOTIFICATION_TYPES = ['FRIEND', 'KNOCK', 'CHEER', 'GIFT', 'FREEZE_EARNED', 'FREEZE_USED'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
