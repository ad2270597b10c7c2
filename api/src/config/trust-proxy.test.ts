// TRUST_PROXY's syntax: unset trusts nobody; a list of proxy addresses and ranges; anything that would
// let a client choose its own address is refused at start with the variable named.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';
import { TRUST_PROXY_MESSAGE } from './trust-proxy.js';

const SECRET = 'x'.repeat(40);
const trustProxy = (value?: string) => loadConfig({ JWT_SECRET: SECRET, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or empty', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('  ')).toBe(false);
  });

  it('takes a comma-separated list of IPs, CIDR ranges and proxy-addr names', () => {
    expect(trustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxy(' 10.0.0.0/8 , 192.168.1.10,fd00::/8 ')).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
    expect(trustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it.each(['true', '1', '2', '0.0.0.0/0', '::/0', '10.0.0.0/33', 'nginx', '127.0.0.1,,10.0.0.1', '10.0.0.1/8/1'])('refuses %j with a Korean message naming the variable', (value) => {
    expect(() => trustProxy(value)).toThrow(ConfigError);
    expect(() => trustProxy(value)).toThrow(`TRUST_PROXY: ${TRUST_PROXY_MESSAGE}`);
  });
});
