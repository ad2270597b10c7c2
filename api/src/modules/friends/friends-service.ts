// Friend list, lookup by code, mutual add, delete and per-side pin (docs/decisions.md "Friends, feed, cheer, knock").
import { ErrorCode } from '@momentum/contracts/errors';
import { INVITE_LINK_INVALID, type AddFriendResponse, type FriendItem, type FriendsResponse, type InviteResponse, type MessageResponse, type PinFriendResponse } from '@momentum/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../http/clock.js';
import { createNotificationsRepository } from '../notifications/notifications-repository.js';
import type { PhotoUrls } from '../../photos/photo-urls.js';
import type { PushDeliveryWorker } from '../push/push-delivery-worker.js';
import { profileImageUrl } from '../users/profile-image-url.js';
import { friendMessages, notificationTexts } from './friend-messages.js';
import { createFriendsRepository, type FriendRecord, type FriendTimes } from './friends-repository.js';
import { seoulWeekStart } from '@momentum/contracts/seoul-calendar';

export interface FriendsDeps {
  db: Db;
  clock: Clock;
  /** Read at call time: the public URL is known only once the server listens (tests, port 0). */
  config: { readonly publicUrl: string };
  /** Ask only for photos the caller may see: profile photos, and a current friend's proofs (feed). */
  photoUrls: PhotoUrls;
  /** Knocks and cheers also reach the person by push: queued with the action, then delivered at once (modules/push). */
  pushDeliveries: Pick<PushDeliveryWorker, 'kick'>;
}

export const notFriend = () => new AppError(404, ErrorCode.NOT_FOUND, friendMessages.notFriend);

export function timesAt(now: number): FriendTimes {
  return { weekStart: new Date(seoulWeekStart(now)) };
}

async function toFriendItem(deps: FriendsDeps, { profilePhotoKey, providerImageUrl, ...friend }: FriendRecord): Promise<FriendItem> {
  const image = { profilePhotoKey, providerImageUrl };
  return { ...friend, profileImageUrl: await profileImageUrl({ publicUrl: deps.config.publicUrl, photoUrls: deps.photoUrls }, image) };
}

export function createFriendsService(deps: FriendsDeps) {
  const { db, clock } = deps;
  const friends = createFriendsRepository(db);

  async function resolveCode(userId: string, friendCode: string) {
    const target = await friends.findUserByCode(friendCode);
    if (!target) throw new AppError(404, ErrorCode.NOT_FOUND, friendMessages.unknownCode);
    if (target.id === userId) throw new AppError(400, ErrorCode.SELF_FRIEND, friendMessages.ownCode);
    if (await friends.find(userId, target.id, timesAt(clock()))) {
      throw new AppError(409, ErrorCode.ALREADY_FRIENDS, friendMessages.alreadyFriends);
    }
    return target;
  }

  return {
    async list(userId: string): Promise<FriendsResponse> {
      const rows = await friends.list(userId, timesAt(clock()));
      return { friends: await Promise.all(rows.map((row) => toFriendItem(deps, row))) };
    },

    async checkCode(userId: string, friendCode: string): Promise<{ nickname: string }> {
      const target = await resolveCode(userId, friendCode);
      return { nickname: target.nickname };
    },

    async add(userId: string, friendCode: string): Promise<AddFriendResponse> {
      const target = await resolveCode(userId, friendCode);
      const now = clock();
      return db.transaction(async (tx) => {
        const repo = createFriendsRepository(tx);
        if (!(await repo.createMutual(userId, target.id, new Date(now)))) {
          throw new AppError(409, ErrorCode.ALREADY_FRIENDS, friendMessages.alreadyFriends);
        }
        const myNickname = (await repo.nicknameOf(userId)) ?? '';
        await createNotificationsRepository(tx).create([
          { userId, actorId: target.id, type: 'FRIEND', content: notificationTexts.friendAdded(target.nickname) },
          { userId: target.id, actorId: userId, type: 'FRIEND', content: notificationTexts.friendAdded(myNickname) },
        ]);
        const friend = await repo.find(userId, target.id, timesAt(now));
        return {
          message: friendMessages.added(target.nickname),
          ...(friend ? { friend: await toFriendItem(deps, friend) } : {}),
        };
      });
    },

    /** Never refuses a known code: the screen says why it cannot add, beside who invited. */
    async invite(userId: string, friendCode: string): Promise<InviteResponse> {
      const inviter = await friends.findInviterByCode(friendCode);
      if (!inviter) throw new AppError(404, ErrorCode.NOT_FOUND, INVITE_LINK_INVALID);
      const { id, nickname, ...image } = inviter;
      const relation = id === userId ? 'SELF' : (await friends.find(userId, id, timesAt(clock()))) ? 'FRIEND' : 'NEW';
      return { nickname, profileImageUrl: await profileImageUrl({ publicUrl: deps.config.publicUrl, photoUrls: deps.photoUrls }, image), relation };
    },

    async remove(userId: string, friendId: string): Promise<MessageResponse> {
      const removed = await db.transaction((tx) => createFriendsRepository(tx).deleteMutual(userId, friendId));
      if (!removed) throw notFriend();
      return { message: friendMessages.deleted };
    },

    async togglePin(userId: string, friendId: string): Promise<PinFriendResponse> {
      const now = clock();
      const friend = await friends.find(userId, friendId, timesAt(now));
      if (!friend) throw notFriend();
      const isFixed = !friend.isFixed;
      await friends.setPinned(userId, friendId, isFixed, new Date(now));
      return { message: isFixed ? friendMessages.pinned : friendMessages.unpinned, isFixed };
    },
  };
}
