import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { holdMessages } from '@voski/contract';
import { extendOutcome, holdTime, orderIntent } from './order-hold';

describe('the payer’s extension of the hold', () => {
  it('tells the new time from a refusal and from a failure', () => {
    const until = '2026-05-01T10:25:00.000Z';
    expect(extendOutcome(200, { expires_at: until, hold_extended: true })).toEqual({
      ok: true,
      until,
    });
    expect(extendOutcome(409, { message: holdMessages.notExtendable })).toEqual({
      ok: false,
      reason: 'notExtendable',
    });
    expect(extendOutcome(200, null)).toEqual({ ok: false, reason: 'failed' });
    expect(extendOutcome(404, { message: 'gone' })).toEqual({ ok: false, reason: 'failed' });
  });

  it('reads the intent of the form that was posted', () => {
    const form = (intent?: string) => {
      const data = new FormData();
      if (intent !== undefined) data.set('intent', intent);
      return data;
    };
    expect(orderIntent(form('extend'))).toBe('extend');
    expect(orderIntent(form('cancel'))).toBe('cancel');
    expect(orderIntent(form('pay'))).toBeNull();
    expect(orderIntent(form())).toBeNull();
  });

  it('shows the time in the shop’s time zone, on the 24-hour clock in every language', () => {
    for (const locale of ['hy', 'en', 'ru']) {
      expect(holdTime(createIntl({ locale }), '2026-05-01T10:05:00.000Z')).toBe('14:05');
    }
  });
});
