import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { ErrorCode } from '@momentum/contracts/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { REDACTED, serializeError } from './error-serializer.js';

const VALUE = 'user-typed-value-42';

/** What node-postgres throws for a unique violation (PGlite's errors carry the same fields). */
function uniqueViolation(): pg.DatabaseError {
  const error = new pg.DatabaseError('duplicate key value violates unique constraint "buckets_content_unique"', 0, 'error');
  Object.assign(error, {
    severity: 'ERROR',
    code: '23505',
    detail: `Key (content)=(${VALUE}) already exists.`,
    where: `SQL statement "insert into buckets values ('${VALUE}')"`,
    internalQuery: `select '${VALUE}'`,
    schema: 'public',
    table: 'buckets',
    constraint: 'buckets_content_unique',
  });
  return error;
}

describe('serializeError', () => {
  it('keeps the SQLSTATE, constraint and frames of a failing query and drops the query, params and detail', () => {
    const error = new DrizzleQueryError('insert into "buckets" ("content") values ($1)', [VALUE], uniqueViolation());
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain(VALUE);
    expect(JSON.stringify(logged)).not.toContain('insert into');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'DatabaseError', code: '23505', severity: 'ERROR', table: 'buckets', constraint: 'buckets_content_unique' },
    });
    expect(logged.message).toBe(REDACTED);
    expect(logged.stack).toMatch(/^\s+at /);
    expect(logged.stack).not.toContain('Failed query');
  });

  it('keeps the message of an error that is not the database’s, and an AppError’s cause', () => {
    const network = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
    expect(serializeError(network, { stack: false })).toEqual({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      errno: -111,
      syscall: 'connect',
    });
    const refusal = new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, 'AI 서비스를 사용할 수 없습니다.');
    refusal.cause = new DrizzleQueryError('select $1', [VALUE], uniqueViolation());
    const logged = serializeError(refusal);
    expect(logged).toMatchObject({ type: 'AppError', statusCode: 503, message: 'AI 서비스를 사용할 수 없습니다.', cause: { cause: { code: '23505' } } });
    expect(JSON.stringify(logged)).not.toContain(VALUE);
  });

  it('ends on a cause cycle and describes thrown non-errors', () => {
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(JSON.stringify(serializeError(loop)).length).toBeLessThan(10_000);
    expect(serializeError('plain reason', { stack: false })).toEqual({ type: 'string', message: 'plain reason' });
  });
});
