import { useRouteError } from 'react-router-dom';
import { ConfigErrorScreen } from '@momentum/app-kit/config-error';

/** Last-resort route error: a Korean message with a reload, never React Router's developer page. */
export function AppErrorPage() {
  console.error(useRouteError());
  return <ConfigErrorScreen message="예기치 못한 오류가 발생했습니다." onRetry={() => window.location.reload()} />;
}
