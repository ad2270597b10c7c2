import type { ReactElement } from 'react';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/**
 * In place of a loading state while the device is offline and nothing was kept to show (a query paused
 * with no data): a loading status there would never end. The query resumes on its own when connected.
 */
export function OfflineUnloaded(): ReactElement {
  return <Note role="status">오프라인이라 불러오지 못했어요. 연결되면 다시 보여 드릴게요.</Note>;
}
