// Home dashboard (/home) and the notifications it shows. Field names are those of docs/product-spec.md (section 3).
import { z } from 'zod';
import { Bucket } from './bucket';
import { defineRoute } from './define-route';
import { homeEndpoints } from './endpoints';
import { NOTIFICATION_TYPES } from './enums';
import { MomentFields } from './moment-fields';

/** How many notifications the bell's modal shows (and marks read) at once. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const ConsecutiveDaysResponse = z.object({
  success: z.boolean(),
  consecutiveDays: z.number().int().min(1),
});
export type ConsecutiveDaysResponse = z.infer<typeof ConsecutiveDaysResponse>;

export const NotificationItem = z.object({
  notificationID: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  content: z.string(),
  /** Read state before this fetch marked it read: false means "new since you last looked". */
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationsResponse = z.object({ notifications: z.array(NotificationItem) });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const UnreadCountResponse = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const HomeMoment = MomentFields.pick({ momentID: true, content: true, isCompleted: true }).extend({
  momentID: z.uuid(),
  bucketContent: Bucket.shape.content.optional(),
});
export type HomeMoment = z.infer<typeof HomeMoment>;

export const HomeResponse = z.object({
  /** Today's moments: windows containing now, of challenging buckets, earliest window first. */
  moments: z.array(HomeMoment),
  completedCount: z.number().int().min(0),
});
export type HomeResponse = z.infer<typeof HomeResponse>;

export const WeekDayStatus = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isComplete: z.boolean(),
});
export type WeekDayStatus = z.infer<typeof WeekDayStatus>;

export const WeekStatusResponse = z.object({
  weekStatus: z.array(WeekDayStatus).length(7),
});
export type WeekStatusResponse = z.infer<typeof WeekStatusResponse>;

export const CompletionRateResponse = z.object({
  /** Completed buckets / all buckets × 100, at most 2 decimals; 0 with no buckets. */
  completionRate: z.number().min(0).max(100),
});
export type CompletionRateResponse = z.infer<typeof CompletionRateResponse>;

/** The streak with its 보호권 (docs/decisions.md "작심 보호권"): held now, and the protected days of this week. */
export const StreakResponse = z.object({
  consecutiveDays: ConsecutiveDaysResponse.shape.consecutiveDays,
  freezesHeld: z.number().int().min(0).max(2),
  /** Seoul dates (YYYY-MM-DD) of this Monday–Sunday week that a 보호권 kept in the streak. */
  protectedDates: z.array(WeekDayStatus.shape.date),
});
export type StreakResponse = z.infer<typeof StreakResponse>;

export const homeRoutes = {
  consecutiveDays: defineRoute({
    ...homeEndpoints.consecutiveDays,
    auth: true,
    tag: 'home',
    summary: '연속 달성 일수 (오늘은 작심 N일)',
    response: ConsecutiveDaysResponse,
  }),
  readNotifications: defineRoute({
    ...homeEndpoints.readNotifications,
    auth: true,
    tag: 'home',
    summary: '최근 알림 20개를 가져오고 읽음으로 표시',
    response: NotificationsResponse,
  }),
  unreadCount: defineRoute({
    ...homeEndpoints.unreadCount,
    auth: true,
    tag: 'home',
    summary: '읽지 않은 알림 수',
    response: UnreadCountResponse,
  }),
  today: defineRoute({
    ...homeEndpoints.today,
    auth: true,
    tag: 'home',
    summary: '오늘의 모멘트와 완료 수',
    response: HomeResponse,
  }),
  weekStatus: defineRoute({
    ...homeEndpoints.weekStatus,
    auth: true,
    tag: 'home',
    summary: '이번 주(월–일) 요일별 모멘트 완료 여부',
    response: WeekStatusResponse,
  }),
  completionRate: defineRoute({
    ...homeEndpoints.completionRate,
    auth: true,
    tag: 'home',
    summary: '버킷리스트 달성률(%)',
    response: CompletionRateResponse,
  }),
  streak: defineRoute({
    ...homeEndpoints.streak,
    auth: true,
    tag: 'home',
    summary: '작심 일수, 가진 보호권 수, 이번 주 보호권으로 지킨 날',
    response: StreakResponse,
  }),
} as const;
