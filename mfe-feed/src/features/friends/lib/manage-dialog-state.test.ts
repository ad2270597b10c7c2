import { describe, expect, it } from 'vitest';
import { initialManageDialogState, manageDialogReducer, pinLabel, type ManageDialogEvent } from './manage-dialog-state';

const friend = { userID: 'f1', nickname: '비', isFixed: false };
const run = (...events: ManageDialogEvent[]) => events.reduce(manageDialogReducer, initialManageDialogState);

describe('friend-management dialog state', () => {
  it('opens on the menu and goes menu → confirmation → success', () => {
    expect(run({ type: 'open', friend })).toEqual({ open: true, step: 'default', friend });
    expect(run({ type: 'open', friend }, { type: 'askDelete' }).step).toBe('delete');
    expect(run({ type: 'open', friend }, { type: 'askDelete' }, { type: 'deleted' }).step).toBe('ok');
  });

  it('goes back to the menu when the deletion is declined', () => {
    expect(run({ type: 'open', friend }, { type: 'askDelete' }, { type: 'cancelDelete' }).step).toBe('default');
  });

  it('resets to default when closed from any step', () => {
    for (const steps of [[], [{ type: 'askDelete' }], [{ type: 'askDelete' }, { type: 'deleted' }]] as ManageDialogEvent[][]) {
      const closed = run({ type: 'open', friend }, ...steps, { type: 'close' });
      expect(closed).toEqual(initialManageDialogState);
      expect(manageDialogReducer(closed, { type: 'open', friend }).step).toBe('default');
    }
  });

  it('ignores out-of-order events', () => {
    expect(run({ type: 'askDelete' })).toEqual(initialManageDialogState);
    expect(run({ type: 'open', friend }, { type: 'deleted' }).step).toBe('default');
    expect(run({ type: 'open', friend }, { type: 'askDelete' }, { type: 'deleted' }, { type: 'cancelDelete' }).step).toBe('ok');
  });

  it('flips the pin label locally after a successful toggle', () => {
    const pinned = run({ type: 'open', friend }, { type: 'pinned', isFixed: true });
    expect(pinned.friend?.isFixed).toBe(true);
    expect(pinLabel(pinned.friend!.isFixed)).toBe('친구 고정 off');
    expect(pinLabel(false)).toBe('친구 고정 on');
  });
});
