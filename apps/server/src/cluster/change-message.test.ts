import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange } from './change-message.ts';

describe('change messages between instances', () => {
  it('sends a change of everything as the bare sender id, as before scopes', () => {
    expect(encodeChange('id-1')).toBe('id-1');
    expect(decodeChange('id-1')).toEqual({ from: 'id-1' });
  });

  it('carries the products a scoped change names', () => {
    const message = encodeChange('id-1', { products: [4, 9] });
    expect(decodeChange(message)).toEqual({ from: 'id-1', scope: { products: [4, 9] } });
  });

  it('reads a message it does not understand as a change of everything', () => {
    expect(decodeChange('{not json')).toEqual({ from: '' });
    expect(decodeChange('{"from":"id-2","products":["4"]}')).toEqual({ from: 'id-2' });
    expect(decodeChange('{"products":[4]}')).toEqual({ from: '', scope: { products: [4] } });
  });
});
