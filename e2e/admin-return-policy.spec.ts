import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  createStaff,
  expectToast,
  openMenuGroup,
  Role,
  signIn,
  unique,
} from './admin-helpers';

// The return policy as content (issue 39): an Adder rewrites the Russian policy in the
// back-office and the Russian page shows it, the English one its own text. The policy is put
// back afterwards, so the storefront specs that run later still meet the demo shop's.

test('staff edit the Russian return policy, and /ru/return-policy shows it while /en/ keeps the English one', async ({
  page,
  request,
}) => {
  const adder = await createStaff(request, Role.Adder, 'Adder');
  const headers = bearer(await apiToken(request, adder));
  const before = (
    (await (await request.get('/api/return-policy')).json()) as {
      data: { content: string; content_en: string; content_ru: string };
    }
  ).data;
  const marker = unique('Возврат');
  try {
    await signIn(page, adder);
    // in the menu beside the about page
    await openMenuGroup(page, 'Contact and pages');
    await page.getByRole('link', { name: 'Return policy' }).click();
    await expect(page).toHaveURL(/\/admin\/contact\/return-policy$/);
    await page.getByRole('tab', { name: 'Russian' }).click();
    const editor = page.getByRole('textbox', { name: 'Return policy (Russian)' });
    await expect(editor).toContainText('в течение 14 дней');

    // an empty policy is refused, naming the language
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Return policy (Russian): This field is required.')).toBeVisible();

    await editor.click();
    await page.keyboard.type(`${marker}: в течение 30 дней.`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Return policy saved');

    await page.goto('/ru/return-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Условия возврата' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${marker}: в течение 30 дней.`);
    await expect(page.getByRole('main')).not.toContainText('в течение 14 дней');

    await page.goto('/en/return-policy');
    await expect(page.getByRole('main')).toContainText(
      'Orders placed online cannot be returned or exchanged.',
    );
    await expect(page.getByRole('main')).not.toContainText(marker);
  } finally {
    const { content, content_en, content_ru } = before;
    const restored = await request.put('/api/return-policy', {
      headers,
      data: { content, content_en, content_ru },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
