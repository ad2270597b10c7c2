import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { PENDING_PROOFS_KEY } from '@momentum/api-client/proof-queue/names';
import { usePendingProofs } from '@momentum/api-client/proof-queue/pending';
import { afterEach, expect, it, vi } from 'vitest';
import { useProofWaitingAtStart } from './pending-proofs';

afterEach(() => vi.restoreAllMocks());

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

it("reads the shell's list of waiting proofs as it changes, without fetching or logging", async () => {
  const errors = vi.spyOn(console, 'error');
  const client = new QueryClient();
  client.setQueryData(PENDING_PROOFS_KEY, ['m1']);
  const { result } = renderHook(() => usePendingProofs(), { wrapper: withClient(client) });
  expect(result.current('m1')).toBe(true);
  expect(result.current('m2')).toBe(false);

  act(() => void client.setQueryData(PENDING_PROOFS_KEY, ['m2']));
  await waitFor(() => expect(result.current('m2')).toBe(true));
  expect(result.current('m1')).toBe(false);
  expect(client.getQueryCache().find({ queryKey: PENDING_PROOFS_KEY })?.state.fetchStatus).toBe('idle');
  // React Query's development build logs on every render of a query that has no queryFn.
  expect(errors).not.toHaveBeenCalled();
});

it('judges once, when the proof screen opens, whether its proof already waits', async () => {
  const client = new QueryClient();
  client.setQueryData(PENDING_PROOFS_KEY, []);
  const { result } = renderHook(() => useProofWaitingAtStart('m1'), { wrapper: withClient(client) });
  expect(result.current).toBe(false);
  const reader = renderHook(() => usePendingProofs(), { wrapper: withClient(client) });
  act(() => void client.setQueryData(PENDING_PROOFS_KEY, ['m1']));
  await waitFor(() => expect(reader.result.current('m1')).toBe(true));
  expect(result.current).toBe(false);
});
