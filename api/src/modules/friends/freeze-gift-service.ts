// '보호권 선물하기' (docs/decisions.md "작심 보호권"): one a week per friend, while the friend holds fewer than 2.
import { ErrorCode } from '@momentum/contracts/errors';
import type { MessageResponse } from '@momentum/contracts';
import { seoulDate, seoulWeekStart } from '@momentum/contracts/seoul-calendar';
import { AppError } from '../../errors/app-error.js';
import { createStreakRepository } from '../home/streak-repository.js';
import { MAX_FREEZES_HELD } from '../home/streak-runs.js';
import { settleStreakIn } from '../home/streak-settlement.js';
import { createNotificationsRepository } from '../notifications/notifications-repository.js';
import { createPushDeliveryRepository } from '../push/push-delivery-repository.js';
import type { PushMessage } from '../push/push-messages.js';
import { friendMessages, notificationTexts } from './friend-messages.js';
import { createFriendsRepository } from './friends-repository.js';
import { notFriend, timesAt, type FriendsDeps } from './friends-service.js';

const giftPush = (nickname: string): PushMessage => ({
  title: '보호권 선물이 도착했어요',
  body: notificationTexts.freezeGift(nickname),
  url: '/home',
  tag: 'freeze-gift',
});

export function createFreezeGiftService({ db, clock, pushDeliveries }: FriendsDeps) {
  return {
    async give(userId: string, friendId: string): Promise<MessageResponse> {
      const now = clock();
      const answer = await db.transaction(async (tx) => {
        const friend = await createFriendsRepository(tx).find(userId, friendId, timesAt(now));
        if (!friend) throw notFriend();
        // Settled first and under the friend's row lock: a 보호권 due to be spent is spent before the cap is judged.
        const { held } = await settleStreakIn(tx, friendId, now);
        const streak = createStreakRepository(tx);
        if (!(await streak.recordGift(userId, friendId, seoulDate(seoulWeekStart(now)), new Date(now)))) {
          throw new AppError(409, ErrorCode.ALREADY_GIFTED, friendMessages.alreadyGifted);
        }
        if (held >= MAX_FREEZES_HELD) throw new AppError(409, ErrorCode.FREEZES_FULL, friendMessages.freezesFull);
        await streak.setHeld(friendId, held + 1);
        const myNickname = (await createFriendsRepository(tx).nicknameOf(userId)) ?? '';
        await createNotificationsRepository(tx).create({
          userId: friendId,
          actorId: userId,
          type: 'GIFT',
          content: notificationTexts.freezeGift(myNickname),
        });
        // A gift is a friend's encouragement: it follows the cheer switch.
        await createPushDeliveryRepository(tx).enqueue(friendId, 'cheer', giftPush(myNickname), new Date(now));
        return { message: friendMessages.gifted(friend.nickname) };
      });
      pushDeliveries.kick();
      return answer;
    },
  };
}
