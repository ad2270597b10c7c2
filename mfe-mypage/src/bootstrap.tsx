// Standalone mount (pnpm --filter @momentum/mfe-mypage dev): the same routes the shell loads,
// inside the app-kit harness at their real path.
import { mountStandalone } from '@momentum/app-kit/harness';
import Routes from './exposes/routes';

void mountStandalone({ basePath: '/mypage', Routes });
