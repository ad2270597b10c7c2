// What Home's first screen does not show, in a chunk of its own (use-home-later.ts loads it).
export { DayMark, FreezeChip } from '../features/streak-freeze/components/streak-freeze-parts';
export { NotificationModal } from '../features/notifications/components/notification-modal';
