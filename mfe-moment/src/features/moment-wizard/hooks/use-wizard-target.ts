import { useLocation, useParams, useSearchParams } from '@momentum/app-kit/router';
import { readRememberedBucketId, type WizardMode } from '../lib/draft-storage';

interface WizardState {
  id?: string;
  bucketId?: string;
  goal?: string;
  mode?: string;
}

/** Bucket id: the URL, else navigation state, else session storage. Mode: the query, else state. */
export function useWizardTarget(): { bucketId: string | null; mode: WizardMode | null } {
  const params = useParams();
  const [search] = useSearchParams();
  const state = (useLocation().state ?? {}) as WizardState;
  const bucketId = params.id || state.bucketId || state.id || readRememberedBucketId();
  const raw = search.get('mode') ?? state.mode;
  return { bucketId: bucketId || null, mode: raw === 'auto' || raw === 'manual' ? raw : null };
}
