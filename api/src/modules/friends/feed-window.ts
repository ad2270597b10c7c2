// The feed and the knock rule look at a rolling window of the last 7 days.
import { DAY_MS } from '@momentum/contracts/seoul-calendar';

export const FEED_WINDOW_MS = 7 * DAY_MS;
