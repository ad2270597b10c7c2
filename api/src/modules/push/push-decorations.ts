// What buildApp decorates for push (a type augmentation, as http/fastify-types.ts is for the rest).
import type { PushDeliveryWorker } from './push-delivery-worker.js';
import type { PushSender } from './push-sender.js';
import type { ReminderScheduler } from './reminder-scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to a user's devices: knocks, cheers, the daily reminder. */
    push: PushSender;
    /** Delivers the queued knock and cheer pushes; tests call drain() for what is due at their clock. */
    pushDeliveries: PushDeliveryWorker;
    /** The daily reminder's scheduler (started by buildApp unless told not to; tests call tick()). */
    reminders: ReminderScheduler;
  }
}
