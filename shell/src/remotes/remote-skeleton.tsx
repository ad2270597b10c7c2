import styled, { keyframes } from 'styled-components';

/** Fixed height, so nothing jumps when the remote arrives. */
export function RemoteSkeleton() {
  return (
    <Wrapper aria-busy="true" aria-label="화면을 불러오는 중" data-testid="remote-skeleton">
      <Bar $height="3.2rem" $width="60%" />
      <Bar $height="12rem" />
      <Bar $height="12rem" />
      <Bar $height="8rem" $width="80%" />
    </Wrapper>
  );
}

const pulse = keyframes`
  from { opacity: 0.35; }
  to { opacity: 0.7; }
`;

const Wrapper = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  min-height: 60rem;
`;

const Bar = styled.div<{ $height: string; $width?: string }>`
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #1c1c1c;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
