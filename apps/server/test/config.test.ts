import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults with demo data on outside production', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.demo).toBe(true);
  });

  it('turns demo data off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'off' }).demo).toBe(false);
  });

  it('explains every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', ADMIN_EMAIL: 'x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', ADMIN_EMAIL: 'x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/ADMIN_EMAIL/);
    }
  });

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://voski.am/' }).publicUrl).toBe('https://voski.am');
  });
});

describe('rate source', () => {
  it('asks the central bank in production only, unless configured', () => {
    expect(loadConfig({}).rateSource.url).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).rateSource.url).toBe(
      'https://api.cba.am/exchangerates.asmx',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', RATES_SOURCE_URL: '' }).rateSource.url,
    ).toBeUndefined();
    expect(loadConfig({ RATES_SOURCE_URL: 'http://127.0.0.1:9/x' }).rateSource.url).toBe(
      'http://127.0.0.1:9/x',
    );
  });
});
