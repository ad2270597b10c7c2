import styled from 'styled-components';

/**
 * Where a sub-screen's form will be, while it loads or when it failed: roughly the form's height
 * (`$minHeight`), so the page does not jump when the form arrives.
 */
export const FormPlaceholder = styled.div<{ $minHeight: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ $minHeight }) => $minHeight};
  text-align: center;
`;
