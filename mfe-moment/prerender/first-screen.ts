// The GETs /moment's first render sends, by route: the build writes them to first-screen.json and the
// shell's page starts them while the code downloads (ADR 0008); first-screen.test.tsx checks the list.
import { bucketEndpoints } from '@momentum/contracts/endpoints';

export const FIRST_SCREEN_REQUESTS = {
  '/': [bucketEndpoints.challengingMain.path],
} as const;
