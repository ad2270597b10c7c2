// Standalone mount (pnpm --filter @momentum/mfe-feed dev): the same routes the shell loads,
// inside the app-kit harness at their real path.
import { mountStandalone } from '@momentum/app-kit/harness';
import Routes from './exposes/routes';

void mountStandalone({ basePath: '/feed', Routes });
