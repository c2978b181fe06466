import { startTestSmtp } from '../apps/server/test/smtp-fixture.ts';

/** The SMTP server the shop under test sends to (playwright.config.ts sets its SMTP_URL). */
export const startShopSmtp = () => startTestSmtp(Number(process.env.E2E_PORT ?? 3123) + 20_000);
export const SHOP_EMAIL = 'shop@voski.test';
