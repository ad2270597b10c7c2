import type { ReactElement } from 'react';
import styled, { keyframes } from 'styled-components';

/** An indeterminate bar (the AI answer has no progress to report), announced to screen readers. */
export function LoadingBar({ label }: { label: string }): ReactElement {
  return (
    <Wrap role="status">
      <Track aria-hidden>
        <Runner />
      </Track>
      <span>{label}</span>
    </Wrap>
  );
}

const run = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.darkGray};
`;

const Track = styled.div`
  overflow: hidden;
  height: 1.2rem;
  border: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
`;

const Runner = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.yellow};
  animation: ${run} 1.2s steps(10) infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    width: 100%;
    opacity: 0.5;
  }
`;
