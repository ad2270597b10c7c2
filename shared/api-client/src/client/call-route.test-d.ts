// What callRoute infers from the contracts: parameters from the path template, the body from the body
// schema, the answer from the response schema; anything else does not compile.
import { describe, expectTypeOf, it } from 'vitest';
import type { BucketDetailResponse, FeedResponse, HomeResponse, RouteBodyInput, bucketRoutes } from '@momentum/contracts';
import { authEndpoints, bucketEndpoints, friendEndpoints, homeEndpoints, userEndpoints } from '@momentum/contracts/endpoints';
import { updateBucket } from '../bucket/bucket-api';
import { getFriendFeed } from '../feed/feed-api';
import { callRoute } from '@momentum/api-client/client';
import type { PathParamNames } from './call-route-types';

describe('callRoute types', () => {
  it('reads the answer type from the route', () => {
    expectTypeOf(callRoute(homeEndpoints.today)).resolves.toEqualTypeOf<HomeResponse>();
    expectTypeOf(callRoute(bucketEndpoints.detail, { params: { id: 'b' } })).resolves.toEqualTypeOf<BucketDetailResponse>();
    expectTypeOf(callRoute(authEndpoints.logout)).resolves.toEqualTypeOf<void>();
    expectTypeOf(getFriendFeed).returns.resolves.toEqualTypeOf<FeedResponse>();
  });

  it('names path parameters from the template', () => {
    expectTypeOf<PathParamNames<'/api/friends/cheer/:friendId/:momentId'>>().toEqualTypeOf<'friendId' | 'momentId'>();
    expectTypeOf<PathParamNames<'/api/bucket/:id/challenge'>>().toEqualTypeOf<'id'>();
    expectTypeOf<PathParamNames<'/api/home'>>().toBeNever();
  });

  it('refuses missing or unknown parameters, bodies the schema refuses, and unregistered endpoints', () => {
    // @ts-expect-error `:id` needs params.id
    void callRoute(bucketEndpoints.detail);
    // @ts-expect-error the template names `id`, not `bucketId`
    void callRoute(bucketEndpoints.detail, { params: { bucketId: 'b' } });
    // @ts-expect-error both parameters of the cheer route are required
    void callRoute(friendEndpoints.cheer, { params: { friendId: 'f' } });
    // @ts-expect-error the bucket type is an enum
    void callRoute(bucketEndpoints.create, { body: { type: 'DAILY', content: '운동' } });
    // @ts-expect-error a body route needs its body
    void callRoute(friendEndpoints.knock);
    // @ts-expect-error a multipart route takes FormData, not an object
    void callRoute(userEndpoints.updateProfile, { body: { newNickname: '새 이름' } });
    // @ts-expect-error a route without a body takes none
    void callRoute(homeEndpoints.today, { body: { x: 1 } });
    // @ts-expect-error no registered route has this method and path
    void callRoute({ method: 'GET', path: '/api/nowhere' });
  });

  it('lets a wrapper take the route\'s body whole', () => {
    expectTypeOf(updateBucket).parameter(1).toEqualTypeOf<RouteBodyInput<typeof bucketRoutes.update>>();
    // @ts-expect-error the body is the contract's object, not its text alone
    void updateBucket('b', '운동');
  });
});
