// The installed app's icon badge (the Badging API, in pages and in the worker): the unread notification
// count, cleared at 0. Where the browser lacks it, or refuses (not installed), nothing happens.

/** The part of `navigator` (a window's or a worker's) the badge needs; absent members mean no Badging API. */
export interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export async function showAppBadge(navigator: BadgingNavigator, count: number): Promise<void> {
  try {
    if (count > 0) await navigator.setAppBadge?.(count);
    else await navigator.clearAppBadge?.();
  } catch {
    // A refused badge (no notification permission, not installed) changes nothing the person relies on.
  }
}
