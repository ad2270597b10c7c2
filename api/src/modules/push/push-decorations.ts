// What buildApp decorates for push (a type augmentation, as http/fastify-types.ts is for the rest).
import type { PushDeliveryWorker } from './push-delivery-worker.js';
import type { PushSender } from './push-sender.js';
import type { ReminderScheduler } from './reminder-scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender;
    pushDeliveries: PushDeliveryWorker;
    reminders: ReminderScheduler;
  }
}
