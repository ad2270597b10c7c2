import type { ReactElement } from 'react';
import styled from 'styled-components';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A section whose data failed to load: the reason and a retry, while the rest of the page keeps working. */
export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }): ReactElement {
  return (
    <Box role="alert">
      <p>{getApiError(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        다시 시도
      </Button>
    </Box>
  );
}
