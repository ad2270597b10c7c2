import { createHash } from 'node:crypto';

/**
 * The Web Push `Topic` of a message with this tag: a push service keeps only the newest undelivered
 * message of a topic per subscription, as the phone shows only the newest notification of a tag.
 * A Topic is at most 32 characters of the URL-safe base64 alphabet (RFC 8030), and the push service
 * reads it, so it is a hash of the tag (a reminder's names the user), not the tag.
 */
export const pushTopicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);
