import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '@momentum/ui/button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** A failed section says so in place and offers a retry; the rest of the home keeps working. */
export function SectionError({ message, onRetry }: { message: string; onRetry?: () => void }): ReactElement {
  return (
    <Box role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          다시 시도
        </Button>
      )}
    </Box>
  );
}
