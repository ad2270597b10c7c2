import type { KeyboardEvent } from 'react';

/**
 * Enter that means "submit": not while an IME is composing (Korean input fires Enter to finish a syllable;
 * submitting then would send half a word). keyCode 229 covers browsers that report composition that way.
 */
export function isSubmitEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && !event.nativeEvent.isComposing && event.keyCode !== 229;
}
