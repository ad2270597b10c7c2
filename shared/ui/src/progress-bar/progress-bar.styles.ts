import styled from 'styled-components';

export const Track = styled.div`
  width: 100%;
  height: 1.2rem;
  padding: 0.2rem;
  border: 0.2rem solid ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.black};
`;

// Hard 0.4rem stripes make the fill read as pixel blocks.
export const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: repeating-linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.yellow} 0 0.4rem,
    ${({ theme }) => theme.colors.black} 0.4rem 0.5rem
  );
  transition: width ${({ theme }) => theme.motion.slow}ms steps(8);
`;
