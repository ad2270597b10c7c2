import { defineRoute } from './define-route';
import { healthEndpoints } from './endpoints';
import { HealthResponse } from './common';

export const healthRoutes = {
  health: defineRoute({
    ...healthEndpoints.health,
    auth: false,
    tag: 'system',
    summary: '서버와 데이터베이스 상태 (실패 시 503)',
    response: HealthResponse,
  }),
} as const;
