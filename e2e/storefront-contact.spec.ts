import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { hydrated } from './storefront-helpers';

const admin = { email: 'e2e-admin@voski.test', password: 'violet harbour kettle' };

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

test('contacts: addresses as map links, phone and e-mail', async ({ page }) => {
  await page.goto('/en/contacts');
  // The page's own list (the footer repeats the phone and e-mail).
  const main = page.getByRole('main');
  const address = main.getByRole('link', { name: /Yerevan, Northern Avenue 5/ });
  await expect(address).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=Yerevan/);
  await expect(main.getByRole('link', { name: '+37410123456' })).toHaveAttribute(
    'href',
    'tel:+37410123456',
  );
  await expect(main.getByRole('link', { name: 'info@voski.am' })).toHaveAttribute(
    'href',
    'mailto:info@voski.am',
  );
});

test('every required field says so, in Russian', async ({ page }) => {
  await page.goto('/ru/contacts');
  await hydrated(page);
  await page.getByRole('button', { name: 'Отправить' }).click();
  for (const message of [
    'Пожалуйста, введите имя',
    'Пожалуйста, введите фамилию',
    'Пожалуйста, введите адрес электронной почты',
    'Пожалуйста, введите номер телефона',
    'Пожалуйста, введите сообщение',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveAccessibleDescription(
    'Пожалуйста, введите имя',
  );
});

test('format and length rules, in Armenian and English', async ({ page }) => {
  await page.goto('/contacts');
  await hydrated(page);
  await fill(page, {
    Անուն: 'Անի',
    Ազգանուն: 'Սարգսյան',
    'Էլ. փոստ': 'ani@',
    Հեռախոս: '+374 12',
    Հաղորդագրություն: 'Կարճ',
  });
  await page.getByRole('button', { name: 'Ուղարկել' }).click();
  await expect(
    page.getByText('Էլ. փոստի հասցեն չի համապատասխանում ընդունված ձևաչափին'),
  ).toBeVisible();
  await expect(page.getByText('Խնդրում ենք մուտքագրել ճիշտ ձևաչափով')).toBeVisible();
  await expect(page.getByText('Մուտքագրեք առնվազն 10 նիշ')).toBeVisible();

  await page.goto('/en/contacts');
  await hydrated(page);
  await fill(page, {
    Name: 'Ani',
    Surname: 'Sargsyan',
    Email: 'not-an-email',
    Phone: '12345',
    Message: 'x'.repeat(201),
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The email address does not match the current format')).toBeVisible();
  await expect(page.getByText('Please enter the correct format')).toBeVisible();
  await expect(page.getByText('Import a maximum of 200 characters')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();

  // fixing a field clears its message as you type
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ani@example.am');
  await expect(page.getByText('The email address does not match the current format')).toHaveCount(
    0,
  );
});

test("the API's 422 messages are shown in the visitor's language", async ({ page }) => {
  await page.goto('/ru/contacts');
  await hydrated(page);
  // what the API says when a client skips the form's own checks: the page's action hands the
  // form to the API, and its answer comes back with the messages' ids
  await page.route('**/ru/contacts.data*', (route) =>
    route.continue({
      postData: new URLSearchParams({
        name: '',
        surname: 'Петров',
        email: 'x@',
        phone: '1',
        message: 'short',
      }).toString(),
    }),
  );
  await fill(page, {
    Имя: 'Анна',
    Фамилия: 'Петрова',
    'Эл. почта': 'anna@example.ru',
    Телефон: '+7 912 345 67 89',
    Сообщение: 'Хочу заказать кольцо по размеру.',
  });
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Пожалуйста, введите имя', { exact: true })).toBeVisible();
  await expect(page.getByText('Адрес электронной почты не соответствует формату')).toBeVisible();
  await expect(page.getByText('Пожалуйста, введите номер в правильном формате')).toBeVisible();
  await expect(page.getByText('Введите не менее 10 символов')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toBeFocused();
});

async function staffMessages(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/signIn', { data: admin });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const messages = await request.get('/api/messages', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await messages.json()) as { message: string; phone: string; email: string }[];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a message is posted, never put in the address, and arrives', async ({ page, request }) => {
    await page.goto('/en/contacts');
    const text = `Posted without scripts (${Date.now()})`;
    await fill(page, {
      Name: 'Ani',
      Surname: 'Sargsyan',
      Email: 'ani@example.am',
      Phone: '+374 91 234567',
      Message: text,
    });
    const posted = page.waitForRequest((r) => r.url().includes('/en/contacts'));
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await posted).method()).toBe('POST');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent' }),
    ).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('example.am');
    expect((await staffMessages(request)).find((m) => m.message === text)).toMatchObject({
      phone: '+37491234567',
    });
  });

  test('a bad e-mail gets its message next to the field, the rest kept', async ({
    page,
    request,
  }) => {
    await page.goto('/contacts');
    const text = `Բարև, ուզում եմ մատանի (${Date.now()})`;
    await fill(page, {
      Անուն: 'Անի',
      Ազգանուն: 'Սարգսյան',
      'Էլ. փոստ': 'ani@',
      Հեռախոս: '+374 91 234567',
      Հաղորդագրություն: text,
    });
    await page.getByRole('button', { name: 'Ուղարկել' }).click();
    const email = page.getByRole('textbox', { name: 'Էլ. փոստ', exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Էլ. փոստի հասցեն չի համապատասխանում ընդունված ձևաչափին',
    );
    await expect(email).toHaveValue('ani@');
    await expect(page.getByRole('textbox', { name: 'Հաղորդագրություն', exact: true })).toHaveValue(
      text,
    );
    expect(new URL(page.url()).search).toBe('');
    expect((await staffMessages(request)).some((m) => m.message === text)).toBe(false);
  });
});

test('a valid message is sent, and the staff can read it', async ({ page, request }) => {
  await page.goto('/en/contacts');
  await hydrated(page);
  const honeypot = page.locator('input[name="website"]');
  // out of sight and out of the tab order, but in the form for bots to fill
  await expect(honeypot).not.toBeInViewport();
  await expect(honeypot.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
  await expect(honeypot).toHaveAttribute('tabindex', '-1');

  const text = `A ring in size 17, please (${Date.now()})`;
  await fill(page, {
    Name: 'Ani',
    Surname: 'Sargsyan',
    Email: 'ani@example.am',
    Phone: '+374 91 234567',
    Message: text,
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message has been sent' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

  expect((await staffMessages(request)).find((m) => m.message === text)).toMatchObject({
    phone: '+37491234567',
  });
});
