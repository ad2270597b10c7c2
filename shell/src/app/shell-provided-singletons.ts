// The shell provides every stateful singleton, so a remote with broken files cannot take another tab down by
// providing one. @momentum/rspack-config's shared-map test checks this list against STATEFUL_WORKSPACE_MODULES.
import * as apiClient from '@momentum/api-client/client';
import * as navigateBridge from '@momentum/app-kit/navigate-bridge';
import * as router from '@momentum/app-kit/router';
import * as session from '@momentum/app-kit/session';
import * as modalStack from '@momentum/ui/modal-stack';
import * as toastContext from '@momentum/ui/toast-context';

export const shellProvidedSingletons = [apiClient, navigateBridge, router, session, modalStack, toastContext] as const;
