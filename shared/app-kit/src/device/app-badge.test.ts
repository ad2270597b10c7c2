import { describe, expect, it } from 'vitest';
import { showAppBadge, type BadgingNavigator } from './app-badge';

function recordingNavigator(refuse = false) {
  const calls: string[] = [];
  const navigator: BadgingNavigator = {
    setAppBadge: async (n) => {
      calls.push(`set ${n}`);
      if (refuse) throw new DOMException('not allowed', 'NotAllowedError');
    },
    clearAppBadge: async () => {
      calls.push('clear');
    },
  };
  return { navigator, calls };
}

describe('the app badge', () => {
  it('shows the count, and is cleared at 0', async () => {
    const { navigator, calls } = recordingNavigator();
    await showAppBadge(navigator, 3);
    await showAppBadge(navigator, 0);
    expect(calls).toEqual(['set 3', 'clear']);
  });

  it('changes nothing where the browser has no Badging API, or refuses it', async () => {
    await expect(showAppBadge({}, 2)).resolves.toBeUndefined();
    await expect(showAppBadge({}, 0)).resolves.toBeUndefined();
    const { navigator, calls } = recordingNavigator(true);
    await expect(showAppBadge(navigator, 5)).resolves.toBeUndefined();
    expect(calls).toEqual(['set 5']);
  });
});
