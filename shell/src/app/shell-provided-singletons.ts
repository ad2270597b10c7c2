// The shell offers every stateful singleton itself, including the ones only remotes use (the modal
// stack), so the share scope always holds the shell's copy first. Otherwise the first remote to load
// one provides it for everybody, and a remote whose files are broken can take another tab down with it.
// @momentum/build's shared-map test checks that this list matches STATEFUL_WORKSPACE_MODULES.
import * as apiClient from '@momentum/api-client/client';
import * as navigateBridge from '@momentum/app-kit/navigate-bridge';
import * as router from '@momentum/app-kit/router';
import * as session from '@momentum/app-kit/session';
import * as modalStack from '@momentum/ui/modal-stack';
import * as toastContext from '@momentum/ui/toast-context';

export const shellProvidedSingletons = [apiClient, navigateBridge, router, session, modalStack, toastContext] as const;
