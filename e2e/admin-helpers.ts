import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

/** The e2e server's admin (playwright.config.ts). */
export const e2eAdmin = { email: 'e2e-admin@voski.test', password: 'violet harbour kettle' };

export const Role = { Admin: 1, Seller: 2, Adder: 3 } as const;

export interface Staff {
  email: string;
  password: string;
  name: string;
  role: number;
}

/** A name no other run or spec uses: the server's data lives as long as the test run. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function apiToken(
  request: APIRequestContext,
  who: { email: string; password: string },
) {
  const response = await request.post('/api/auth/signIn', {
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff account of `role`, made by the e2e admin through the API. */
export async function createStaff(
  request: APIRequestContext,
  role: number,
  label = 'Staff',
): Promise<Staff> {
  const token = await apiToken(request, e2eAdmin);
  const name = unique(label);
  const staff = {
    name,
    email: `${name.replace(/\W+/g, '.').toLowerCase()}@voski.test`,
    password: 'a long enough password',
    role,
  };
  const response = await request.post('/api/auth/register', {
    headers: bearer(token),
    data: { name: staff.name, email: staff.email, password: staff.password, role_id: role },
  });
  expect(response.status(), await response.text()).toBe(201);
  return staff;
}

export interface PlacedOrder {
  /** The order number the desk shows (#id). */
  id: number;
  total: number;
  product: { id: number; price: number; title: string };
}

/**
 * A storefront order of `quantity` of the first demo product, placed through the API by a
 * buyer in Yerevan called `surname`, and paid through the built-in test card gateway when `pay`.
 */
export async function placeOrder(
  request: APIRequestContext,
  surname: string,
  {
    pay = true,
    quantity = 1,
    idram = false,
  }: { pay?: boolean; quantity?: number; idram?: boolean } = {},
): Promise<PlacedOrder> {
  const products = (await (await request.get('/api/products?page=1&per_page=1')).json()) as {
    data: PlacedOrder['product'][];
  };
  const product = products.data[0]!;
  const placed = await request.post('/api/payment/signIn', {
    data: {
      name: 'Anna',
      email: 'anna@example.com',
      phone: '+37491234567',
      region: 'Yerevan',
      address: 'Abovyan 10',
      message: 'Please call first',
      surname,
      paymentType: idram ? 2 : 1,
      products: [{ id: product.id, quantity }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, orderNumber, formUrl } = (await placed.json()) as {
    orderId: string;
    orderNumber: number;
    formUrl: string;
  };
  if (pay && idram) {
    // the shop's page holds the bill its browser would post to the (test) Idram wallet
    const html = await (await request.get(new URL(formUrl).pathname)).text();
    const bill = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(EDP_\w+)" value="([^"]*)">/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    const paid = await request.post('/api/test-gateway/idram/pay', {
      form: { ...bill, action: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  } else if (pay) {
    // the card page answers only the payer holding its token, which comes in its address
    const token = new URL(formUrl).searchParams.get('token') ?? '';
    const paid = await request.post('/api/test-gateway/pay', {
      form: { mdOrder: orderId, token, action: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  }
  if (pay) {
    const check = await request.post('/api/payment/check', { data: { orderId } });
    expect(((await check.json()) as { payment_status: string }).payment_status).toBe('paid');
  }
  // 1,500 ֏: the demo delivery fee to Yerevan
  return { id: orderNumber, total: product.price * quantity + 1500, product };
}

/** The login form's labels: it speaks the staff language. */
export const loginLabels = {
  hy: { email: 'Էլ. փոստ', password: 'Գաղտնաբառ', submit: 'Մուտք' },
  en: { email: 'Email', password: 'Password', submit: 'Login' },
  ru: { email: 'Эл. почта', password: 'Пароль', submit: 'Войти' },
} as const;

/**
 * Opens a group of the staff menu and waits until it has finished unfolding: a click on one of
 * its pages while the group is still moving can miss (Ant Design's collapse motion).
 */
export async function openMenuGroup(page: Page, group: string) {
  await page.getByRole('menuitem', { name: group, exact: true }).click();
  await expect(page.locator('.ant-menu-sub[class*="ant-motion-collapse"]')).toHaveCount(0);
}

/**
 * Waits until Ant Design's dialogs have finished zooming in or out: a click on a button of a
 * dialog still growing from the pointer can miss it (seen once in CI under load).
 */
export async function dialogsSettled(page: Page) {
  await expect(page.locator('.ant-modal[class*="ant-zoom"]')).toHaveCount(0);
}

/** Signs in through the login form, in the staff language `lang` (English by default). */
export async function signIn(page: Page, who: { email: string; password: string }, lang = 'en') {
  await page.addInitScript((language) => {
    if (!localStorage.getItem('adminLang')) localStorage.setItem('adminLang', language);
  }, lang);
  await page.goto('/login');
  const labels = loginLabels[lang as keyof typeof loginLabels];
  await page.getByLabel(labels.email).fill(who.email);
  await page.getByLabel(labels.password).fill(who.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Types a range of days (YYYY-MM-DD) into the orders' date picker. */
export async function typeDateRange(page: Page, from: string, to: string) {
  // The range is applied once both days are in the address; a list read (or an export) before
  // that sees the unfiltered orders.
  await page.locator('#orders-from').fill(from);
  await page.locator('#orders-from').press('Enter');
  await page.locator('#orders-to').fill(to);
  await page.locator('#orders-to').press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  // The address changes before React renders the page for it: until "All dates" shows, the page
  // (and an export clicked meanwhile) still has the old range.
  await expect(page.getByRole('button', { name: 'All dates' })).toBeVisible();
}

/**
 * Clears the orders' date range ("All dates") and waits for it to land in the address and the
 * pickers, which start afresh when cleared.
 */
export async function clearDateRange(page: Page) {
  await page.getByRole('button', { name: 'All dates' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page.locator('#orders-from')).toHaveValue('');
}

/** A toast (antd message) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string) {
  await expect(toast(page, text).first()).toBeVisible();
}

/** Picks `option` in the antd Select labelled `label`. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  const combobox = page.getByLabel(label, { exact: typeof label === 'string' });
  // A form that re-renders the Select while its dropdown opens (a field before it just
  // changed) closes the dropdown: it is opened again.
  await expect(async () => {
    if (!(await openDropdown(page).isVisible())) await openSelect(combobox);
    await pickOption(page, option, 5_000);
  }).toPass({ timeout: 45_000 });
}

/** An antd Select dropdown that is open (closed ones stay in the page, hidden). */
const OPEN_DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
const openDropdown = (page: Page) => page.locator(OPEN_DROPDOWN).first();

/** Opens an antd Select from its combobox (its shown value lies over the input). */
export async function openSelect(combobox: Locator) {
  await combobox.click({ force: true });
}

/** Clicks the option with exactly this text in the open Select dropdown. */
export async function pickOption(page: Page, option: string, timeout?: number) {
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator(`${OPEN_DROPDOWN} .ant-select-item-option`)
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .first()
    .click({ timeout });
}

/** Confirms the open Popconfirm with its `button`. */
export async function confirmPopover(page: Page, button = 'Delete') {
  await page
    .locator('.ant-popover:not(.ant-popover-hidden)')
    .getByRole('button', { name: button, exact: true })
    .click();
}

/** The form item (label, control and messages) of the field labelled `label`. */
export function formItem(page: Page, label: string): Locator {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .last();
}

/** A small valid PNG (solid colour) for uploads. */
export function png(width = 24, height = 16, rgb: [number, number, number] = [208, 159, 78]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array<Buffer>(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, rgb?: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(24, 16, rgb),
});

/** A text file dressed up as an image: the browser must refuse it before sending. */
export const fakeImage = (name = 'not-an-image.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('this is plain text, not a picture'),
});
