import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('payment configuration', () => {
  it('uses the built-in test gateway outside production, with no PayPal', () => {
    const { payments } = loadConfig({});
    expect(payments.testGateway).toBe(true);
    // No credentials in the source: the test gateway's are made per data folder (main.ts).
    expect(payments.card).toEqual({ url: undefined, userName: '', password: '' });
    expect(payments.paypal).toBeUndefined();
    expect(payments.orderTtlSeconds).toBe(15 * 60);
    expect(payments.duplicateWindowSeconds).toBe(30);
  });

  it('keeps the test gateway off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments.testGateway).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1' }).payments.testGateway).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TEST_GATEWAY: '0' }).payments.testGateway).toBe(
      false,
    );
    expect(loadConfig({ TEST_GATEWAY: '0' }).payments.testGateway).toBe(false);
    // Only with the demo shop, unless asked for.
    expect(loadConfig({ DEMO: '0' }).payments.testGateway).toBe(false);
    expect(loadConfig({ DEMO: '0', TEST_GATEWAY: '1' }).payments.testGateway).toBe(true);
  });

  it('refuses to start the test gateway in production or beside a real provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_GATEWAY: '1' })).toThrow(
      /cannot be on with NODE_ENV=production/,
    );
    const card = {
      CARD_GATEWAY_URL: 'https://ipay.arca.am/payment/rest',
      CARD_GATEWAY_USERNAME: 'shop_api',
      CARD_GATEWAY_PASSWORD: 'secret',
    };
    const idram = { IDRAM_ACCOUNT: '110000601', IDRAM_SECRET_KEY: 'idram-secret' };
    for (const real of [card, idram]) {
      // The demo shop alone no longer turns it on next to a real provider...
      expect(loadConfig({ DEMO: '1', ...real }).payments.testGateway).toBe(false);
      // ...and asking for it there is refused rather than offering a test wallet beside it.
      expect(() => loadConfig({ TEST_GATEWAY: '1', ...real })).toThrow(/beside a real card/);
    }
  });

  it('takes a real card gateway with its credentials, and refuses one without', () => {
    const { payments } = loadConfig({
      CARD_GATEWAY_URL: 'https://ipay.arca.am/payment/rest',
      CARD_GATEWAY_USERNAME: 'shop_api',
      CARD_GATEWAY_PASSWORD: 'secret',
    });
    expect(payments.card).toEqual({
      url: 'https://ipay.arca.am/payment/rest',
      userName: 'shop_api',
      password: 'secret',
    });
    expect(() => loadConfig({ CARD_GATEWAY_URL: 'https://ipay.arca.am/payment/rest' })).toThrow(
      ConfigError,
    );
  });

  it('turns PayPal on with both credentials, on the sandbox unless told otherwise', () => {
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id' }).payments.paypal).toBeUndefined();
    expect(
      loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_URL: '' }).payments
        .paypal,
    ).toEqual({ url: 'https://api-m.sandbox.paypal.com', clientId: 'id', clientSecret: 's' });
    expect(
      loadConfig({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 's',
        PAYPAL_API_URL: 'https://api-m.paypal.com/',
      }).payments.paypal?.url,
    ).toBe('https://api-m.paypal.com');
  });

  it('takes Idram with the shop’s IdramID and secret key, together or not at all', () => {
    expect(loadConfig({}).payments.idram).toBeUndefined();
    expect(
      loadConfig({ IDRAM_ACCOUNT: '110000601', IDRAM_SECRET_KEY: 'key', IDRAM_URL: '' }).payments
        .idram,
    ).toEqual({
      url: 'https://banking.idram.am/Payment/GetPayment',
      account: '110000601',
      secretKey: 'key',
    });
    expect(() => loadConfig({ IDRAM_ACCOUNT: '110000601' })).toThrow(ConfigError);
    expect(() => loadConfig({ IDRAM_SECRET_KEY: 'key' })).toThrow(ConfigError);
    expect(() => loadConfig({ IDRAM_ACCOUNT: 'shop', IDRAM_SECRET_KEY: 'key' })).toThrow(
      /IDRAM_ACCOUNT: an IdramID: digits/,
    );
  });

  it('reads the order timings and refuses nonsense', () => {
    const { payments } = loadConfig({
      ORDER_PAYMENT_MINUTES: '45',
      ORDER_DUPLICATE_SECONDS: '0',
      ORDER_IP_LIMIT: '0',
    });
    expect(payments).toMatchObject({
      orderTtlSeconds: 2700,
      duplicateWindowSeconds: 0,
      orderLimitPerIp: 0,
    });
    expect(() => loadConfig({ ORDER_PAYMENT_MINUTES: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ CARD_GATEWAY_URL: 'not a url' })).toThrow(ConfigError);
  });
});

describe('the test gateway’s credentials', () => {
  it('are made once per data folder, kept from its owner only, and differ between folders', async () => {
    const { mkdtemp, rm, stat } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { testGatewayCredentials } =
      await import('../src/modules/payments/providers/test/credentials.ts');
    const [a, b] = await Promise.all([1, 2].map(() => mkdtemp(path.join(tmpdir(), 'voski-gw-'))));
    try {
      // Instances starting together: each reads the one password written, never an empty file.
      const all = await Promise.all(Array.from({ length: 20 }, () => testGatewayCredentials(a!)));
      const first = all[0]!;
      for (const other of all) expect(other).toEqual(first);
      expect(await testGatewayCredentials(a!)).toEqual(first);
      expect(first.password.length).toBeGreaterThanOrEqual(24);
      expect((await testGatewayCredentials(b!)).password).not.toBe(first.password);
      const files = await (await import('node:fs/promises')).readdir(a!);
      expect(files).toHaveLength(1);
      expect((await stat(path.join(a!, files[0]!))).mode & 0o777).toBe(0o600);
    } finally {
      await Promise.all([a, b].map((d) => rm(d!, { recursive: true, force: true })));
    }
  });
});
