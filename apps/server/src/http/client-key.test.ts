import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address, also one mapped into IPv6', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts every IPv6 address of a /64 as one, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKey('2001:db8:0:1::1')).toBe(key);
    expect(clientKey('2001:0db8:0000:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:DB8::1:0:0:0:7')).toBe(key);
    expect(clientKey('2001:db8:0:2::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address as it came', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
