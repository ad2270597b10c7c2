import { useReducer } from 'react';
import { getApiError } from '@momentum/api-client/api-error';
import { friendAddedMessage } from '../friend-code-rules';
import { addFriendReducer, initialAddFriendState } from './add-friend-machine';
import { useAddFriend } from './use-add-friend';
import { useCheckFriendCode } from './use-check-friend-code';

/** Runs the add-friend state machine against the API. `onClosed` runs when the result is dismissed. */
export function useAddFriendFlow(onClosed: () => void) {
  const [state, dispatch] = useReducer(addFriendReducer, initialAddFriendState);
  const check = useCheckFriendCode();
  const add = useAddFriend();

  const submit = async (code: string) => {
    if (state.step !== 'idle' || !code) return;
    dispatch({ type: 'submit', code });
    try {
      const { nickname } = await check.mutateAsync(code);
      dispatch({ type: 'checked', nickname });
    } catch (error) {
      dispatch({ type: 'failed', message: getApiError(error) });
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
      dispatch({ type: 'failed', message: getApiError(error) });
    }
  };

  return {
    state,
    submit,
    confirm,
    cancel: () => dispatch({ type: 'cancel' }),
    close: () => {
      dispatch({ type: 'close' });
      onClosed();
    },
  };
}
