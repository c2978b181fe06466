import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeWindow,
  otherTabWrite,
  type FakeStorage,
} from '../../lib/fake-browser.test-helper';
import {
  addFavorite,
  addToBasket,
  basketTotal,
  clearBasket,
  MAX_QUANTITY,
  setBasketQuantity,
  toggleFavorite,
  readBasket,
  readBasketCount,
  readCurrentRate,
  readFavoriteCount,
  readFavorites,
  removeFavorite,
  removeFromBasket,
  repriceBasket,
  subscribeShopState,
  writeCurrentRate,
} from './shop-state';

let storage: FakeStorage;
let fakeWindow: EventTarget;

beforeEach(() => {
  ({ storage, window: fakeWindow } = installFakeWindow());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('basket', () => {
  it('starts a new product at quantity 1 and adds 1 for a repeat', () => {
    addToBasket({ id: 7, title: 'Մատանի', price: 150000 });
    addToBasket({ id: 7, title: 'Մատանի', price: 150000 });
    addToBasket({ id: 9, title: 'Ականջօղ', price: 90000 });
    expect(readBasket()).toEqual([
      { id: 7, title: 'Մատանի', price: 150000, quantity: 2 },
      { id: 9, title: 'Ականջօղ', price: 90000, quantity: 1 },
    ]);
    expect(storage.getItem('basketCount')).toBe('3');
    expect(readBasketCount()).toBe(3);
  });

  it('removes a line entirely', () => {
    addToBasket({ id: 7 });
    addToBasket({ id: 7 });
    removeFromBasket(7);
    expect(readBasket()).toEqual([]);
    expect(readBasketCount()).toBe(0);
  });

  it('keeps a line per product and size: the same ring in 17 and 17.5 is two lines', () => {
    addToBasket({ id: 7, price: 1000 }, '17');
    addToBasket({ id: 7, price: 1000 }, '17.5');
    addToBasket({ id: 7, price: 1000 }, '17');
    expect(readBasket()).toEqual([
      { id: 7, price: 1000, quantity: 2, size: '17' },
      { id: 7, price: 1000, quantity: 1, size: '17.5' },
    ]);
    setBasketQuantity(7, 5, '17.5');
    removeFromBasket(7, '17');
    expect(readBasket()).toEqual([{ id: 7, price: 1000, quantity: 5, size: '17.5' }]);
    // a line without a size is another line again, and removing it leaves the sized one
    addToBasket({ id: 7, price: 1000 });
    removeFromBasket(7);
    expect(readBasketCount()).toBe(5);
  });

  it('never holds more of a line than the shop has left', () => {
    expect(addToBasket({ id: 7, price: 1000 }, '17', 2)).toBe(true);
    expect(addToBasket({ id: 7, price: 1000 }, '17', 2)).toBe(true);
    expect(addToBasket({ id: 7, price: 1000 }, '17', 2)).toBe(false);
    expect(readBasket()).toEqual([{ id: 7, price: 1000, quantity: 2, size: '17' }]);
    // not counted: up to the basket's own limit
    expect(addToBasket({ id: 9 }, undefined, null)).toBe(true);
    setBasketQuantity(9, 500);
    expect(readBasket()[1]!.quantity).toBe(99);
    // a typed quantity above what is left stops at it; a line stays at least 1
    setBasketQuantity(7, 5, '17', 3);
    expect(readBasket()[0]!.quantity).toBe(3);
    setBasketQuantity(7, 5, '17', 0);
    expect(readBasket()[0]!.quantity).toBe(1);
    expect(readBasketCount()).toBe(100);
  });

  it('sets every line of a repriced product, in any size, to its price now', () => {
    addToBasket({ id: 7, price: 1000 }, '17');
    addToBasket({ id: 7, price: 1000 }, '18');
    addToBasket({ id: 9, price: 500 });
    setBasketQuantity(9, 3);
    repriceBasket([{ id: 7, now: 1200 }]);
    expect(readBasket()).toEqual([
      { id: 7, price: 1200, quantity: 1, size: '17' },
      { id: 7, price: 1200, quantity: 1, size: '18' },
      { id: 9, price: 500, quantity: 3 },
    ]);
    expect(basketTotal(readBasket())).toBe(3900);
    expect(readBasketCount()).toBe(5);
  });

  it('reads a broken or foreign value as an empty basket', () => {
    storage.setItem('basket', '{not json');
    expect(readBasket()).toEqual([]);
    storage.setItem('basket', JSON.stringify([{ id: 1, quantity: 'two' }, { title: 'no id' }]));
    expect(readBasket()).toEqual([{ id: 1, quantity: 1 }]);
  });
});

describe('basket quantities', () => {
  it('sets a line to a quantity within 1..MAX_QUANTITY and updates the counter', () => {
    addToBasket({ id: 7, price: 1000 });
    addToBasket({ id: 9, price: 500 });
    setBasketQuantity(7, 4);
    expect(readBasketCount()).toBe(5);
    setBasketQuantity(7, 0);
    expect(readBasket()[0]).toMatchObject({ id: 7, quantity: 1 });
    setBasketQuantity(7, 1000);
    expect(readBasket()[0]).toMatchObject({ id: 7, quantity: MAX_QUANTITY });
  });

  it('ignores products that are not in the basket', () => {
    addToBasket({ id: 7 });
    setBasketQuantity(8, 3);
    expect(readBasket()).toEqual([{ id: 7, quantity: 1 }]);
  });

  it('adds up price × quantity, and empties', () => {
    addToBasket({ id: 7, price: 1000 });
    addToBasket({ id: 7, price: 1000 });
    addToBasket({ id: 9, price: 500 });
    addToBasket({ id: 11, price: 'n/a' });
    expect(basketTotal(readBasket())).toBe(2500);
    clearBasket();
    expect(readBasket()).toEqual([]);
    expect(storage.getItem('basketCount')).toBe('0');
  });
});

describe('favourites', () => {
  it('toggles a product in and out', () => {
    expect(toggleFavorite({ id: 3 })).toBe(true);
    expect(readFavorites()).toEqual([{ id: 3 }]);
    expect(toggleFavorite({ id: 3 })).toBe(false);
    expect(readFavorites()).toEqual([]);
    expect(readFavoriteCount()).toBe(0);
  });

  it('ignores a product that is already there', () => {
    addFavorite({ id: 4 });
    addFavorite({ id: 4 });
    addFavorite({ id: 5 });
    expect(readFavorites()).toEqual([{ id: 4 }, { id: 5 }]);
    expect(readFavoriteCount()).toBe(2);
    removeFavorite(4);
    expect(readFavorites()).toEqual([{ id: 5 }]);
    expect(storage.getItem('favoriteCount')).toBe('1');
  });
});

describe('currentRate', () => {
  it('defaults to AMD at 1', () => {
    expect(readCurrentRate()).toEqual({ current: 'AMD', value: 1 });
    storage.setItem('currentRate', '"garbage"');
    expect(readCurrentRate()).toEqual({ current: 'AMD', value: 1 });
  });

  it('stores {current, value}', () => {
    writeCurrentRate({ current: 'USD', value: 390 });
    expect(JSON.parse(storage.getItem('currentRate') ?? '')).toEqual({
      current: 'USD',
      value: 390,
    });
    expect(readCurrentRate()).toEqual({ current: 'USD', value: 390 });
  });
});

describe('subscribeShopState', () => {
  it('hears writes in this tab and storage events from other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeShopState(listener);

    addFavorite({ id: 1 }); // writes favorites and favoriteCount
    expect(listener).toHaveBeenCalledTimes(2);

    otherTabWrite(fakeWindow, 'basketCount');
    otherTabWrite(fakeWindow, null); // another tab cleared the storage
    expect(listener).toHaveBeenCalledTimes(4);

    otherTabWrite(fakeWindow, 'access_token');
    expect(listener).toHaveBeenCalledTimes(4);

    unsubscribe();
    addFavorite({ id: 2 });
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('without a browser', () => {
  it('reads defaults and ignores writes on the server', () => {
    vi.unstubAllGlobals();
    expect(readBasket()).toEqual([]);
    expect(readCurrentRate()).toEqual({ current: 'AMD', value: 1 });
    expect(() => addToBasket({ id: 1 })).not.toThrow();
    expect(subscribeShopState(() => {})).toBeTypeOf('function');
  });
});
