import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  createStaff,
  e2eAdmin,
  openMenuGroup,
  openSelect,
  pickOption,
  Role,
  signIn,
  unique,
} from './admin-helpers';

test('an Admin reads who changed what in the audit log, filtered by record type', async ({
  page,
  browser,
  request,
}) => {
  const adder = await createStaff(request, Role.Adder, 'Auditor');
  const token = await apiToken(request, adder);
  const question = unique('Audited question');
  const created = await request.post('/api/faqs', {
    headers: bearer(token),
    data: { question, answer: 'First answer' },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { faq: { id: number } }).faq;
  const changed = await request.put(`/api/faqs/${id}`, {
    headers: bearer(token),
    data: { question, answer: 'Second answer' },
  });
  expect(changed.status()).toBe(200);

  await signIn(page, e2eAdmin);
  await openMenuGroup(page, 'Users');
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  await openSelect(page.getByRole('combobox', { name: 'Record type' }));
  await pickOption(page, 'FAQ');
  await expect(page).toHaveURL(/entity=faq/);
  const update = page
    .getByRole('row')
    .filter({ hasText: `FAQ #${id}` })
    .filter({ hasText: 'Changed' });
  await expect(update).toContainText(adder.name);
  await expect(update).toContainText('Adder');
  await expect(update).toContainText('First answer → Second answer');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `FAQ #${id}` })
      .filter({ hasText: 'Created' }),
  ).toContainText(question);

  // Only Admins read it.
  const adderPage = await browser.newPage();
  await signIn(adderPage, adder);
  await expect(adderPage.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  await adderPage.goto('/admin/user/audit');
  await expect(adderPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await adderPage.close();
});
