import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableCause } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or dropped connection, also inside drizzle and aggregate wrappers', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P01', 'terminating connection due to administrator command') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new AggregateError([withCode('ECONNREFUSED')]) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // The client's own connect timeout (database.ts ConnectTimeoutClient).
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
  });

  it('reports the driver reason, not the wrapper message with the query parameters', () => {
    const driver = withCode('57P03', 'the database system is shutting down');
    const wrapped = new Error('Failed query: insert … params: secret-value', { cause: driver });
    expect(unavailableCause(wrapped)).toBe(driver);
  });

  it('leaves real query errors and bugs alone (they stay 4xx/500)', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    // A wrapper quoting user input that happens to read like a driver message is not enough.
    expect(isDatabaseUnavailable(new Error('Failed query: params: Connection terminated', { cause: withCode('23505') }))).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
