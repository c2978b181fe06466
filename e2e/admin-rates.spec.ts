import { expect, test, type APIRequestContext } from './fixtures';
import {
  apiToken,
  bearer,
  confirmPopover,
  createStaff,
  dialogsSettled,
  e2eAdmin,
  expectToast,
  formItem,
  openMenuGroup,
  Role,
  signIn,
} from './admin-helpers';

interface RateDetails {
  current: string;
  value: number;
  source: string;
  updated_at: string;
}

async function usdDetails(request: APIRequestContext, token: string): Promise<RateDetails> {
  const response = await request.get('/api/rates/details', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: RateDetails[] };
  return data.find((rate) => rate.current === 'USD')!;
}

/** The USD rate the storefront converts at (public GET /api/rates). */
async function shopUsd(request: APIRequestContext): Promise<number | undefined> {
  const { data } = (await (await request.get('/api/rates')).json()) as {
    data: { current: string; value: number }[];
  };
  return data.find((rate) => rate.current === 'USD')?.value;
}

test('an Admin sets the USD rate by hand, confirms a far one, and hands it back to the central bank', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, e2eAdmin);
  const original = await usdDetails(request, token);
  // the storefront journeys price in dollars at this rate: it is set back at the end
  expect(original.source).not.toBe('manual');
  // near: 3% from the starting rate, which the 20% is measured from until the bank answers;
  // far: 50% from it
  const near = Math.round(original.value * 1.03);
  const far = Math.round(original.value * 1.5);

  try {
    await signIn(page, e2eAdmin);
    await openMenuGroup(page, 'Catalog');
    await page.getByRole('menuitem', { name: 'Exchange rates' }).click();
    await expect(page).toHaveURL(/\/admin\/rates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();

    const usd = page.getByRole('region', { name: 'US dollar (USD)' });
    await expect(usd).toContainText(`1 USD = ${original.value} AMD`);
    await expect(page.getByRole('region', { name: 'Russian rouble (RUB)' })).toContainText(
      /1 RUB = [\d.]+ AMD/,
    );
    await expect(
      usd.getByRole('button', { name: 'Hand USD back to the central bank' }),
    ).toHaveCount(0);
    const field = usd.getByLabel('New rate, AMD per 1 USD');
    const setButton = usd.getByRole('button', { name: 'Set the USD rate' });

    // a rate must be more than nothing: the form says so before sending
    await field.fill('0');
    await setButton.click();
    await expect(formItem(page, 'New rate, AMD per 1 USD')).toContainText(
      'The rate must be greater than 0.',
    );

    // within 20% of the central bank's: saved at once
    await field.fill(String(near));
    await setButton.click();
    await expectToast(page, 'Exchange rate saved');
    await expect(usd).toContainText(`1 USD = ${near} AMD`);
    await expect(usd).toContainText('Set by hand');
    await expect(usd.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
    const recent = usd.getByRole('region', { name: 'Recent USD rates' });
    await expect(recent.getByRole('row').nth(1)).toContainText(String(near));
    await expect(recent.getByRole('row').nth(1)).toContainText('Set by hand');
    expect(await shopUsd(request)).toBe(near);

    // handed back to the central bank, which the e2e server does not reach: the value stays
    // until the bank's next answer
    const handBack = async () => {
      await usd.getByRole('button', { name: 'Hand USD back to the central bank' }).click();
      await confirmPopover(page, 'Hand back');
      await expect(page.locator('.ant-popover:not(.ant-popover-hidden)')).toHaveCount(0);
      await expectToast(page, 'The rate follows the central bank again');
      await expect(usd).toContainText('Central Bank of Armenia');
      await expect(
        usd.getByRole('button', { name: 'Hand USD back to the central bank' }),
      ).toHaveCount(0);
      expect((await usdDetails(request, token)).source).toBe('cba');
    };
    await handBack();
    await expect(usd).toContainText(`1 USD = ${near} AMD`);

    // more than 20% away: asked first, old and new side by side; Cancel keeps the rate
    await field.fill(String(far));
    await setButton.click();
    const dialog = page.getByRole('dialog', {
      name: 'Set a USD rate far from the central bank’s?',
    });
    await expect(dialog).toContainText(`1 USD = ${far} AMD`);
    await expect(dialog).toContainText(`1 USD = ${near} AMD`);
    await expect(dialog).toContainText('more than 20%');
    await dialogsSettled(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(usd).toContainText(`1 USD = ${near} AMD`);
    await expect(usd).toContainText('Central Bank of Armenia');
    expect(await shopUsd(request)).toBe(near);

    // confirmed, it is set
    await setButton.click();
    await expect(dialog).toBeVisible();
    await dialogsSettled(page);
    await dialog.getByRole('button', { name: 'Set it anyway' }).click();
    // closed to the end: a dialog still fading out gives focus back when it is gone, in the
    // middle of whatever the staff member does next
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Exchange rate saved');
    await expect(usd).toContainText(`1 USD = ${far} AMD`);
    await expect(usd).toContainText('Set by hand');
    await expect(recent.getByRole('row').nth(1)).toContainText(String(far));
    expect(await shopUsd(request)).toBe(far);

    await handBack();
  } finally {
    // the demo rate again, automatic: far from the last automatic one now, so confirmed
    const headers = bearer(token);
    const set = await request.put('/api/rates/USD', {
      headers,
      data: { value: original.value, confirm: true },
    });
    expect(set.status(), await set.text()).toBe(200);
    const back = await request.put('/api/rates/USD', { headers, data: { automatic: true } });
    expect(back.status(), await back.text()).toBe(200);
  }
  expect(await shopUsd(request)).toBe(original.value);

  // An Adder edits the catalog but not the rates: no menu entry, and the page is refused.
  const adder = await createStaff(request, Role.Adder, 'Rates adder');
  const adderPage = await browser.newPage();
  await signIn(adderPage, adder);
  await adderPage.getByRole('menuitem', { name: 'Catalog', exact: true }).click();
  await expect(adderPage.getByRole('menuitem', { name: 'All products' })).toBeVisible();
  await expect(adderPage.getByRole('menuitem', { name: 'Exchange rates' })).toHaveCount(0);
  await adderPage.goto('/admin/rates');
  await expect(adderPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await adderPage.close();
});
