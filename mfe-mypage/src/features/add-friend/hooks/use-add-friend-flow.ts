import { useReducer, useRef } from 'react';
import { getApiError, isOfflineError } from '@momentum/api-client/api-error';
import { friendAddedMessage } from '../friend-code-rules';
import { addFriendReducer, initialAddFriendState } from './add-friend-machine';
import { useAddFriend } from './use-add-friend';
import { useCheckFriendCode } from './use-check-friend-code';

/**
 * Runs the add-friend state machine against the API. `onClosed` runs when the result is dismissed,
 * told whether the code should stay in the input: after an offline refusal, to try again once
 * connected (docs/adr/0017-actions-taken-offline.md).
 */
export function useAddFriendFlow(onClosed: (keepCode: boolean) => void) {
  const [state, dispatch] = useReducer(addFriendReducer, initialAddFriendState);
  const check = useCheckFriendCode();
  const add = useAddFriend();
  const refusedOffline = useRef(false);

  const fail = (error: unknown) => {
    refusedOffline.current = isOfflineError(error);
    dispatch({ type: 'failed', message: getApiError(error) });
  };

  const submit = async (code: string) => {
    if (state.step !== 'idle' || !code) return;
    dispatch({ type: 'submit', code });
    try {
      const { nickname } = await check.mutateAsync(code);
      dispatch({ type: 'checked', nickname });
    } catch (error) {
      fail(error);
    }
  };

  const confirm = async () => {
    if (state.step !== 'confirm') return;
    const { code, nickname } = state;
    dispatch({ type: 'confirm' });
    try {
      await add.mutateAsync(code);
      dispatch({ type: 'added', message: friendAddedMessage(nickname) });
    } catch (error) {
      fail(error);
    }
  };

  return {
    state,
    submit,
    confirm,
    cancel: () => dispatch({ type: 'cancel' }),
    close: () => {
      dispatch({ type: 'close' });
      onClosed(state.step === 'result' && !state.added && refusedOffline.current);
    },
  };
}
