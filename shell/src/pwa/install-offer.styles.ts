import styled from 'styled-components';
import { noticeHeight } from '../layout/bottom-stack';

/** Under the short-lived toasts; above the offline notice, which it would otherwise cover. */
export const OfferBar = styled.div`
  position: fixed;
  bottom: calc(${({ theme }) => theme.layout.tabBarSpace} + ${noticeHeight} + ${({ theme }) => theme.space[2]});
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.modal - 1};
  width: calc(100% - 2 * ${({ theme }) => theme.space[4]});
  max-width: calc(${({ theme }) => theme.layout.maxWidth} - 2 * ${({ theme }) => theme.space[4]});
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.yellow};
  color: ${({ theme }) => theme.colors.black};
  border: 0.2rem solid ${({ theme }) => theme.colors.black};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: 0.3rem 0.3rem 0 ${({ theme }) => theme.colors.black};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const OfferText = styled.p`
  flex: 1;
  margin: 0;
  line-height: 1.4;
`;

export const OfferLine = styled.span`
  display: block;

  & + & {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

export const OfferActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const OfferButton = styled.button<{ $primary?: boolean }>`
  min-width: 4.4rem;
  min-height: 4.4rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.black : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.white : theme.colors.black)};
  border: 0.2rem solid ${({ theme }) => theme.colors.black};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 0.3rem solid ${({ theme }) => theme.colors.black};
    outline-offset: 0.2rem;
  }
`;
