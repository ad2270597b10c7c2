import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@momentum/ui/page';
import { BackButton } from './back-button';

/** Back button and the screen's h1 on one row (upload, select-mode and wizard screens). */
export function ScreenHeader({ onBack, children }: { onBack: () => void; children: ReactNode }): ReactElement {
  return (
    <Row>
      <BackButton onClick={onBack} />
      <Title>{children}</Title>
    </Row>
  );
}

const Row = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Title = styled(PageTitle)`
  margin: 0;
`;
