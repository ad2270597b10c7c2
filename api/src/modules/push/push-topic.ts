import { createHash } from 'node:crypto';

// A push service keeps only a topic's newest undelivered message. At most 32 base64url characters (RFC 8030)
// and read by the push service, so a hash of the tag (it names the user).
export const pushTopicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);
