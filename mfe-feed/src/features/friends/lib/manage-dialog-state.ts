// The friend-management dialog (docs/product-spec.md section 4): default (the menu) → delete (the confirmation) → ok
// (the success notice). Closing from anywhere resets it to default.

type ManageDialogStep = 'default' | 'delete' | 'ok';

/** The friend the dialog is about, kept while it is open (the list may lose them after a delete). */
interface ManagedFriend {
  userID: string;
  nickname: string;
  isFixed: boolean;
}

export interface ManageDialogState {
  open: boolean;
  step: ManageDialogStep;
  friend: ManagedFriend | null;
}

export type ManageDialogEvent =
  | { type: 'open'; friend: ManagedFriend }
  | { type: 'askDelete' }
  | { type: 'cancelDelete' }
  | { type: 'deleted' }
  /** The pin call succeeded: the label flips locally (the list refetches too). */
  | { type: 'pinned'; isFixed: boolean }
  | { type: 'close' };

export const initialManageDialogState: ManageDialogState = { open: false, step: 'default', friend: null };

export function manageDialogReducer(state: ManageDialogState, event: ManageDialogEvent): ManageDialogState {
  switch (event.type) {
    case 'open':
      return { open: true, step: 'default', friend: event.friend };
    case 'askDelete':
      return state.open && state.step === 'default' ? { ...state, step: 'delete' } : state;
    case 'cancelDelete':
      return state.step === 'delete' ? { ...state, step: 'default' } : state;
    case 'deleted':
      return state.step === 'delete' ? { ...state, step: 'ok' } : state;
    case 'pinned':
      return state.friend && state.step === 'default' ? { ...state, friend: { ...state.friend, isFixed: event.isFixed } } : state;
    case 'close':
      return initialManageDialogState;
  }
}

/** '친구 고정 on' offers to pin an unpinned friend; 'off' offers to unpin. */
export function pinLabel(isFixed: boolean): string {
  return isFixed ? '친구 고정 off' : '친구 고정 on';
}
