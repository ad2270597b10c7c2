import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 0.2rem solid ${({ theme }) => theme.colors.blue};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Title = styled.h2`
  align-self: stretch;
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 400;
`;

export const PICTURE_SIZE = '14rem';

/** Fixed box: the skeleton, the picture and an error all take the same room. */
export const PictureBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${PICTURE_SIZE};
  height: ${PICTURE_SIZE};
`;

export const Rate = styled.p`
  height: 2.4rem;
  color: ${({ theme }) => theme.colors.yellow};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
