import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateUpdateBody } from '@voski/contract';
import { access } from '@voski/contract/roles';
import { installFakeWindow } from '../../../lib/fake-browser.test-helper';
import { ApiError, apiErrorFrom } from '../../client/api-error';
import { clearQueries } from '../../client/query-cache';
import { findPage, pagesForRole, roles } from '../../menu';
import {
  followCentralBank,
  needsConfirmation,
  RATE_MAX,
  setRate,
  sortRates,
  type RateDetails,
} from './rates-api';

afterEach(() => {
  vi.unstubAllGlobals();
  clearQueries();
});

/** What the PUT calls sent: method, path and JSON body. */
function recordPuts() {
  installFakeWindow();
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', path, body: JSON.parse(String(init.body)) });
      return Response.json({ data: [{ current: 'AMD', value: 1 }] });
    }),
  );
  return sent;
}

describe('the exchange rates page', () => {
  it('is open to exactly those who may set a rate, in the catalog after metal prices', () => {
    const page = findPage('/admin/rates');
    expect(page?.roles).toEqual(access.rates);
    expect(page?.group).toBe('catalog');
    const admin = pagesForRole(roles.admin).map((p) => p.path);
    expect(admin.indexOf('/admin/rates')).toBe(admin.indexOf('/admin/products/metal-prices') + 1);
    for (const role of [roles.adder, roles.seller]) {
      expect(pagesForRole(role).map((p) => p.path)).not.toContain('/admin/rates');
    }
  });

  it("takes the contract's greatest value", () => {
    expect(rateUpdateBody.safeParse({ value: RATE_MAX }).success).toBe(true);
    expect(rateUpdateBody.safeParse({ value: RATE_MAX + 1 }).success).toBe(false);
  });
});

describe('rates-api', () => {
  it('sets a rate by hand, confirming only when asked, in bodies the contract takes', async () => {
    const sent = recordPuts();
    await setRate('USD', 400.5);
    await setRate('USD', 600, true);
    await followCentralBank('RUB');
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/rates/USD', body: { value: 400.5 } },
      { method: 'PUT', path: '/api/rates/USD', body: { value: 600, confirm: true } },
      { method: 'PUT', path: '/api/rates/RUB', body: { automatic: true } },
    ]);
    for (const { body } of sent)
      expect(rateUpdateBody.safeParse(body).success, String(body)).toBe(true);
  });

  it('tells the refusal of a far value from other refusals', () => {
    // the 422 of RateService.setManual
    const far = apiErrorFrom(422, {
      message: 'The rate is more than 20% away from the last automatic rate (387.5): ...',
      errors: {
        confirm: [
          'The rate is more than 20% away from the last automatic rate (387.5): send confirm: true to set it anyway.',
        ],
      },
    });
    expect(needsConfirmation(far)).toBe(true);
    // the schema's own: shown under the field, never a question
    const schema = (field: string, message: string) =>
      new ApiError(422, message, { [field]: [message] });
    expect(needsConfirmation(schema('value', 'The value must be greater than 0.'))).toBe(false);
    expect(needsConfirmation(new ApiError(403, 'This action is unauthorized.'))).toBe(false);
    expect(needsConfirmation(new Error('offline'))).toBe(false);
  });

  it('lists USD before RUB', () => {
    const rate = (current: RateDetails['current']): RateDetails => ({
      current,
      value: 1,
      source: 'cba',
      updated_at: '2026-03-01T10:00:00Z',
    });
    expect(sortRates([rate('RUB'), rate('USD')]).map((r) => r.current)).toEqual(['USD', 'RUB']);
  });
});
