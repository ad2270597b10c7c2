import { describe, expect, it } from 'vitest';
import { authRoutes } from './auth';
import { FREQUENCY_SPACING_DAYS } from './enums';
import { apiRoutes } from './routes';

describe('route registry', () => {
  it('has one definition per method and path, each with a tag and a summary', () => {
    const keys = apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['POST /auth/kakao-login', 'POST /auth/kakao-login/user', 'GET /api/users', 'GET /api/users/friendCode']));
    for (const route of apiRoutes) expect(route.tag && route.summary).toBeTruthy();
  });

  it('validates auth bodies with Korean messages', () => {
    const result = authRoutes.kakaoLogin.body.safeParse({ code: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('인가 코드가 필요합니다.');
    expect(FREQUENCY_SPACING_DAYS).toEqual({ daily: 1, every2days: 2, weekly: 7, monthly: 30 });
  });
});
