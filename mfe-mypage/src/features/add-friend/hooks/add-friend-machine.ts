// The add-friend flow as a pure reducer (docs/product-spec.md: enter code, check, confirm, add, result):
// idle → checking → confirm → adding → result → idle. Events that do not fit the current step
// are ignored, so a double click or a late answer cannot skip a step.

export type AddFriendState =
  | { step: 'idle' }
  | { step: 'checking'; code: string }
  | { step: 'confirm'; code: string; nickname: string }
  | { step: 'adding'; code: string; nickname: string }
  | { step: 'result'; message: string; added: boolean };

export type AddFriendEvent =
  | { type: 'submit'; code: string }
  | { type: 'checked'; nickname: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'added'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'close' };

export const initialAddFriendState: AddFriendState = { step: 'idle' };

export function addFriendReducer(state: AddFriendState, event: AddFriendEvent): AddFriendState {
  switch (event.type) {
    case 'submit':
      return state.step === 'idle' && event.code ? { step: 'checking', code: event.code } : state;
    case 'checked':
      return state.step === 'checking' ? { step: 'confirm', code: state.code, nickname: event.nickname } : state;
    case 'confirm':
      return state.step === 'confirm' ? { ...state, step: 'adding' } : state;
    case 'cancel':
      return state.step === 'confirm' ? initialAddFriendState : state;
    case 'added':
      return state.step === 'adding' ? { step: 'result', message: event.message, added: true } : state;
    case 'failed':
      return state.step === 'checking' || state.step === 'adding'
        ? { step: 'result', message: event.message, added: false }
        : state;
    case 'close':
      return state.step === 'result' ? initialAddFriendState : state;
  }
}
