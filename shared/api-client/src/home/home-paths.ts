// Home's API paths (docs/product-spec.md section 7), apart from the calls themselves so a build config can name them
// without importing axios: mfe-home declares its first screen's GETs with these (ADR 0008).
export const HOME_PATHS = {
  consecutiveDays: '/api/home/consecutiveDays',
  notifications: '/api/home/notifications',
  unreadCount: '/api/home/notifications/unread-count',
  today: '/api/home',
  week: '/api/home/momentsComplete/week',
  completionRate: '/api/home/completedbucket',
} as const;
