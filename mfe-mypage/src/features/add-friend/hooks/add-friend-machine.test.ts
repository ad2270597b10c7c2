import { describe, expect, it } from 'vitest';
import { addFriendReducer, initialAddFriendState, type AddFriendEvent, type AddFriendState } from './add-friend-machine';

const run = (events: AddFriendEvent[], from: AddFriendState = initialAddFriendState) => events.reduce(addFriendReducer, from);

describe('add friend state machine', () => {
  it('walks check → confirm → add → result → idle', () => {
    let state = run([{ type: 'submit', code: 'ABCD1234' }]);
    expect(state).toEqual({ step: 'checking', code: 'ABCD1234' });
    state = run([{ type: 'checked', nickname: '친구' }], state);
    expect(state).toEqual({ step: 'confirm', code: 'ABCD1234', nickname: '친구' });
    state = run([{ type: 'confirm' }], state);
    expect(state).toEqual({ step: 'adding', code: 'ABCD1234', nickname: '친구' });
    state = run([{ type: 'added', message: '친구님과 친구가 되었어요!' }], state);
    expect(state).toEqual({ step: 'result', message: '친구님과 친구가 되었어요!', added: true });
    expect(run([{ type: 'close' }], state)).toEqual(initialAddFriendState);
  });

  it('shows a failed check or a failed add as an error result', () => {
    expect(run([{ type: 'submit', code: 'ZZZZ9999' }, { type: 'failed', message: '없는 코드' }])).toEqual({
      step: 'result',
      message: '없는 코드',
      added: false,
    });
    expect(
      run([{ type: 'submit', code: 'A' }, { type: 'checked', nickname: 'n' }, { type: 'confirm' }, { type: 'failed', message: '이미 친구' }]),
    ).toEqual({ step: 'result', message: '이미 친구', added: false });
  });

  it('cancelling the confirmation goes back to idle', () => {
    expect(run([{ type: 'submit', code: 'A' }, { type: 'checked', nickname: 'n' }, { type: 'cancel' }])).toEqual(initialAddFriendState);
  });

  it('ignores events that do not fit the step (double submits, late answers, empty codes)', () => {
    const checking = run([{ type: 'submit', code: 'A' }]);
    expect(run([{ type: 'submit', code: 'B' }], checking)).toBe(checking);
    expect(run([{ type: 'confirm' }], checking)).toBe(checking);
    expect(run([{ type: 'cancel' }], checking)).toBe(checking);
    expect(run([{ type: 'submit', code: '' }])).toBe(initialAddFriendState);
    expect(run([{ type: 'added', message: 'x' }])).toBe(initialAddFriendState);
    expect(run([{ type: 'checked', nickname: 'n' }])).toBe(initialAddFriendState);
    const adding = run([{ type: 'checked', nickname: 'n' }, { type: 'confirm' }], checking);
    expect(run([{ type: 'cancel' }], adding)).toBe(adding); // the add is already under way
  });
});
