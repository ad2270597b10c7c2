// A friend's feed, cheers and knocks: everything here is refused (404) unless the two are friends.
import { ErrorCode } from '@momentum/contracts/errors';
import type { FeedResponse, MessageResponse } from '@momentum/contracts';
import { AppError } from '../../errors/app-error.js';
import { createNotificationsRepository } from '../notifications/notifications-repository.js';
import { friendMessages, notificationTexts } from './friend-messages.js';
import { createFriendsRepository } from './friends-repository.js';
import { notFriend, timesAt, type FriendsDeps } from './friends-service.js';
import { FEED_WINDOW_MS } from './feed-window.js';
import { createPushDeliveryRepository } from '../push/push-delivery-repository.js';
import { pushMessages } from '../push/push-messages.js';

export function createFeedService({ db, clock, photoUrls, pushDeliveries }: FriendsDeps) {
  const friends = createFriendsRepository(db);

  async function requireFriend(userId: string, friendId: string, now: number) {
    const friend = await friends.find(userId, friendId, timesAt(now));
    if (!friend) throw notFriend();
    return friend;
  }

  return {
    async feed(userId: string, friendId: string): Promise<FeedResponse> {
      const now = clock();
      // One query for the friendship and the moments: only a current friend gets the proofs' read URLs.
      const friend = await friends.feedOf(userId, friendId, timesAt(now), new Date(now - FEED_WINDOW_MS), new Date(now));
      if (!friend) throw notFriend();
      return {
        ...friend,
        moments: await Promise.all(
          friend.moments.map(async ({ photoKey, ...moment }) => ({ ...moment, imageUrl: await photoUrls.of(photoKey) })),
        ),
      };
    },

    async knock(userId: string, friendId: string): Promise<MessageResponse> {
      const now = clock();
      const answer = await db.transaction(async (tx) => {
        const repo = createFriendsRepository(tx);
        await repo.lockKnockPair(userId, friendId);
        const friend = await repo.find(userId, friendId, timesAt(now));
        if (!friend) throw notFriend();
        if (await repo.hasCompletedBetween(friendId, new Date(now - FEED_WINDOW_MS), new Date(now))) {
          throw new AppError(409, ErrorCode.KNOCK_NOT_ALLOWED, friendMessages.friendIsActive);
        }
        if (friend.isKnock) throw new AppError(409, ErrorCode.KNOCK_NOT_ALLOWED, friendMessages.alreadyKnocked);
        await repo.insertKnock(userId, friendId, new Date(now));
        const myNickname = (await repo.nicknameOf(userId)) ?? '';
        await createNotificationsRepository(tx).create({
          userId: friendId,
          actorId: userId,
          type: 'KNOCK',
          content: notificationTexts.knock(myNickname),
        });
        // In the knock's transaction: a refused or rolled-back knock never reaches a phone, a committed one always does.
        await createPushDeliveryRepository(tx).enqueue(friendId, 'knock', pushMessages.knock(myNickname), new Date(now));
        return { message: friendMessages.knocked(friend.nickname) };
      });
      // The answer does not wait for the push service; a replica that dies here leaves the row to the others' poll.
      pushDeliveries.kick();
      return answer;
    },

    async cheer(userId: string, friendId: string, momentId: string): Promise<MessageResponse> {
      const now = clock();
      const friend = await requireFriend(userId, friendId, now);
      const moment = await friends.findMoment(momentId);
      // Someone else's moment (or the caller's own) is "not found" under this friend, never 403.
      if (!moment || moment.userId !== friendId) {
        throw new AppError(404, ErrorCode.NOT_FOUND, friendMessages.momentNotFound);
      }
      if (!moment.isCompleted) throw new AppError(409, ErrorCode.NOT_ELIGIBLE, friendMessages.momentNotCompleted);
      const answer = await db.transaction(async (tx) => {
        const repo = createFriendsRepository(tx);
        if (!(await repo.insertCheer(momentId, userId, new Date(now)))) {
          throw new AppError(409, ErrorCode.ALREADY_CHEERED, friendMessages.alreadyCheered);
        }
        const myNickname = (await repo.nicknameOf(userId)) ?? '';
        await createNotificationsRepository(tx).create({
          userId: friendId,
          actorId: userId,
          type: 'CHEER',
          content: notificationTexts.cheer(myNickname, moment.content),
        });
        await createPushDeliveryRepository(tx).enqueue(friendId, 'cheer', pushMessages.cheer(myNickname, moment.content), new Date(now));
        return { message: friendMessages.cheered(friend.nickname) };
      });
      pushDeliveries.kick();
      return answer;
    },
  };
}
