import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { shopCaches } from '../src/http/shop-caches.ts';

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

describe('TRUST_PROXY', () => {
  const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;

  it('is off by default and for 0, empty or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', '0', 'false', 'off', 'no']) expect(trust(off)).toBe(false);
  });

  it('counts hops: 1 (and true, as the old docs had it) is one proxy, never everything', () => {
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
  });

  it('takes a list of proxy addresses and ranges', () => {
    expect(trust('10.0.0.1, 172.16.0.0/12,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, saying what it takes', () => {
    for (const bad of ['everything', '10.0.0.0/33', '10.0.0.1,', '999.1.1.1', '11', '1.5']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: Expected 0 \(no proxy\), a number/);
    }
  });
});

describe('REQUEST_TIMEOUT_SECONDS', () => {
  it('is a minute by default, and configurable', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '15' }).requestTimeoutMs).toBe(15_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

describe('PAGE_CACHE_MB and ANSWER_CACHE_MB', () => {
  it('are 128 and 64 by default, whole megabytes otherwise, and size the caches', () => {
    expect(loadConfig({}).cacheSizesMb).toEqual({ pages: 128, answers: 64 });
    const sizesMb = loadConfig({ PAGE_CACHE_MB: '32', ANSWER_CACHE_MB: '8' }).cacheSizesMb;
    expect(sizesMb).toEqual({ pages: 32, answers: 8 });
    const { pages, answers } = shopCaches({ enabled: true, sizesMb }, []);
    expect(pages.maxBytes).toBe(32 * 1024 * 1024);
    expect(answers?.maxBytes).toBe(8 * 1024 * 1024);
    expect(() => loadConfig({ PAGE_CACHE_MB: '0' })).toThrow(/PAGE_CACHE_MB/);
    expect(() => loadConfig({ ANSWER_CACHE_MB: 'lots' })).toThrow(/ANSWER_CACHE_MB/);
  });
});

describe('IDLE_GC_SECONDS', () => {
  it('is 5 seconds by default, 0 (never) or whole seconds up to an hour otherwise', () => {
    expect(loadConfig({}).idleGcMs).toBe(5_000);
    expect(loadConfig({ IDLE_GC_SECONDS: '0' }).idleGcMs).toBe(0);
    expect(loadConfig({ IDLE_GC_SECONDS: '30' }).idleGcMs).toBe(30_000);
    for (const bad of ['-1', '0.5', 'soon', '3601']) {
      expect(() => loadConfig({ IDLE_GC_SECONDS: bad })).toThrow(/IDLE_GC_SECONDS/);
    }
  });
});

describe('STAFF_IDLE_MINUTES', () => {
  it('is two hours by default, whole minutes from 1 to a week otherwise', () => {
    expect(loadConfig({}).staffIdleMs).toBe(120 * 60_000);
    expect(loadConfig({ STAFF_IDLE_MINUTES: '15' }).staffIdleMs).toBe(15 * 60_000);
    for (const bad of ['0', '1.5', 'abc', String(7 * 24 * 60 + 1)]) {
      expect(() => loadConfig({ STAFF_IDLE_MINUTES: bad })).toThrow(/STAFF_IDLE_MINUTES/);
    }
  });
});

describe('ADMIN_PASSWORD', () => {
  it('is read as given; the password policy judges it when the first admin is created', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'short' }).adminPassword).toBe('short');
    expect(loadConfig({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
  });
});

describe('media storage', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'voski',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is the DATA_DIR folder unless every S3 setting is given', () => {
    expect(loadConfig({}).media.s3).toBeUndefined();
    expect(loadConfig({ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.voski.am/' }).media.s3).toEqual({
      endpoint: s3.S3_ENDPOINT,
      bucket: 'voski',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.voski.am',
    });
  });

  it('refuses some S3 settings without the others, naming the missing ones', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...some } = s3;
    expect(() => loadConfig(some)).toThrow(ConfigError);
    expect(() => loadConfig(some)).toThrow(/missing: S3_REGION, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.voski.am' })).toThrow(
      /MEDIA_PUBLIC_URL needs the S3 settings/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('copies backups into the bucket only when there is one, and not a public one', () => {
    expect(loadConfig({ ...s3, BACKUP_TO_BUCKET: 'on' }).backup.toBucket).toBe(true);
    expect(() => loadConfig({ BACKUP_TO_BUCKET: 'on' })).toThrow(
      /BACKUP_TO_BUCKET needs the S3 settings/,
    );
    expect(() =>
      loadConfig({ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.voski.am', BACKUP_TO_BUCKET: '1' }),
    ).toThrow(/BACKUP_TO_BUCKET: the bucket is public/);
  });

  it('sweeps every 10 minutes what has been pending for an hour, unless configured', () => {
    expect(loadConfig({}).media).toMatchObject({ cleanupEveryMs: 600_000, graceMs: 3_600_000 });
    expect(
      loadConfig({ MEDIA_CLEANUP_SECONDS: '2', MEDIA_GRACE_SECONDS: '1' }).media,
    ).toMatchObject({ cleanupEveryMs: 2000, graceMs: 1000 });
    expect(() => loadConfig({ MEDIA_GRACE_SECONDS: '0' })).toThrow(/MEDIA_GRACE_SECONDS/);
  });
});

describe('backups', () => {
  it('go to DATA_DIR/backups daily, seven kept, unless configured', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).backup).toEqual({
      dir: '/srv/shop/backups',
      everyHours: 24,
      keep: 7,
      toBucket: false,
    });
    expect(
      loadConfig({ BACKUP_DIR: '/mnt/b', BACKUP_EVERY_HOURS: '0', BACKUP_KEEP: '30' }).backup,
    ).toMatchObject({ dir: '/mnt/b', everyHours: 0, keep: 30 });
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '1.5' })).toThrow(/BACKUP_EVERY_HOURS/);
  });
});
