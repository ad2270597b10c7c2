export * from './users-and-photos.js';
export * from './refresh-tokens.js';
export * from './buckets.js';
export * from './moments.js';
export * from './social.js';
export * from './notifications.js';
export * from './proof-keys.js';
export * from './push.js';
