import styled from 'styled-components';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(2, 2, 2, 0.75);
`;

export const Panel = styled.div<{ $width: string | undefined; $height: string | undefined }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width ?? '100%'};
  max-width: min(100%, ${({ theme }) => theme.layout.maxWidth});
  height: ${({ $height }) => $height ?? 'auto'};
  max-height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.black};
  color: ${({ theme }) => theme.colors.white};
  border: 0.2rem solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0.4rem 0.4rem 0 ${({ theme }) => theme.colors.blue};
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 4.4rem;
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 400;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
