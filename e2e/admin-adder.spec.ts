import { expect, test, type Page } from './fixtures';
import {
  apiToken,
  bearer,
  choose,
  confirmPopover,
  createStaff,
  expectToast,
  fakeImage,
  formItem,
  openSelect,
  pickOption,
  pngFile,
  Role,
  signIn,
  unique,
  type Staff,
} from './admin-helpers';

// The Adder keeps the catalog and the site's content. Everything made here is removed again,
// and every shared record changed (slides, about, slogan, contact) is put back, so the
// storefront specs that run later still meet the demo data.

let adder: Staff;
let token: string;

test.beforeAll(async ({ request }) => {
  adder = await createStaff(request, Role.Adder, 'Adder');
  token = await apiToken(request, adder);
});

test.beforeEach(async ({ page }) => {
  await signIn(page, adder);
});

async function productsNamed(page: Page, title: string) {
  // as staff: visitors do not see products off sale
  const response = await page.request.get(
    `/api/products/search?query=${encodeURIComponent(title)}`,
    { headers: bearer(token) },
  );
  return ((await response.json()) as { data: { id: number; title_en: string; status: number }[] })
    .data;
}

test('the Adder builds a category with a subcategory and a product in it, and takes them down again', async ({
  page,
}) => {
  const top = unique('Top');
  const sub = unique('Sub');
  const title = unique('Ring');

  // a menu category, then a subcategory through its row's button
  await page.getByRole('link', { name: 'Add category' }).first().click();
  await expect(page).toHaveURL(/\/admin\/category\/add$/);
  await page.getByLabel('Name (Armenian)').fill(`${top} hy`);
  await page.getByLabel('Name (English)').fill(top);
  await page.getByLabel('Name (Russian)').fill(`${top} ru`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Category added');
  await expect(page).toHaveURL(/\/admin\/category\/all$/);
  await page.getByRole('link', { name: `Add a subcategory to ${top}` }).click();
  await expect(page.getByLabel('Parent category')).toBeVisible();
  await expect(formItem(page, 'Parent category')).toContainText(top);
  await page.getByLabel('Name (Armenian)').fill(`${sub} hy`);
  await page.getByLabel('Name (English)').fill(sub);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Category added');
  const topRow = page.getByRole('row').filter({ hasText: top });
  await expect(topRow).toContainText('Menu category, 1 subcategory');
  await topRow.getByRole('button', { name: /expand row/i }).click();
  await expect(page.getByRole('row').filter({ hasText: sub })).toContainText('Subcategory');

  // a category with a subcategory cannot go: the server's reason is shown
  await page.getByRole('button', { name: `Delete ${top}` }).click();
  await confirmPopover(page);
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: /subcategor/i }),
  ).toBeVisible();
  await expect(topRow).toBeVisible();

  // a product with a main image and two gallery images
  await page.goto('/admin/products/add');
  await page.getByLabel('Title (Armenian)').fill(`${title} hy`);
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Russian)').fill(`${title} ru`);
  await choose(page, 'Metal', 'Gold');
  await page.getByLabel('Model').fill('E2E-1');
  await page.getByLabel('Weight, grams').fill('3.25');
  await choose(page, 'Fineness', '585');
  await page.getByLabel('Price, AMD').fill('123456');
  await page.locator('.ant-radio-button-wrapper').filter({ hasText: /^New$/ }).click();
  await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();
  await page.getByLabel('Subcategories').click();
  await page.getByLabel('Subcategories').fill(sub);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByLabel('Main image').setInputFiles(pngFile('main.png', [200, 150, 60]));
  await expect(page.getByTestId('avatar-preview')).toBeVisible();
  await page
    .getByLabel('Gallery')
    .setInputFiles([pngFile('one.png', [90, 40, 40]), pngFile('two.png', [40, 90, 40])]);
  await expect(page.getByRole('img', { name: 'one.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Product added successfully');
  await expect(page).toHaveURL(/\/admin\/products\/all$/);

  const [created] = await productsNamed(page, title);
  expect(created).toBeDefined();
  const id = created!.id;

  // availability off and on, from the searched list
  await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  const available = row.getByRole('switch', { name: `On sale: ${title}` });
  await expect(available).toBeChecked();
  await available.click();
  await expectToast(page, 'Product status updated successfully');
  await expect(available).not.toBeChecked();
  expect((await productsNamed(page, title))[0]!.status).toBe(0);
  await available.click();
  await expect(available).toBeChecked();
  expect((await productsNamed(page, title))[0]!.status).toBe(1);

  // edit: a new price and English title, one gallery image less
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${id}$`));
  await expect(page.getByLabel('Title (English)')).toHaveValue(title);
  await expect(page.getByRole('button', { name: /Delete gallery image/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete gallery image 1' }).click();
  await confirmPopover(page);
  await expectToast(page, 'Image removed from the gallery');
  await expect(page.getByRole('button', { name: /Delete gallery image/ })).toHaveCount(1);
  const edited = `${title} edited`;
  await page.getByLabel('Title (English)').fill(edited);
  await page.getByLabel('Price, AMD').fill('150000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Product updated successfully');

  // on the storefront
  await page.goto(`/en/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('150,000');
  await expect(page.getByRole('main')).toContainText('585');

  // delete, after confirming
  await page.goto('/admin/products/all');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(edited);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await confirmPopover(page);
  await expectToast(page, 'Product deleted successfully');
  await expect(page.getByText(`No product matches “${edited}”.`)).toBeVisible();
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);

  // the emptied categories can go now, the subcategory first
  await page.goto('/admin/category/all');
  await page
    .getByRole('row')
    .filter({ hasText: top })
    .getByRole('button', { name: /expand row/i })
    .click();
  await page.getByRole('button', { name: `Delete ${sub}` }).click();
  await confirmPopover(page);
  await expectToast(page, 'Category deleted');
  await page.getByRole('button', { name: `Delete ${top}` }).click();
  await confirmPopover(page);
  await expect(page.getByRole('row').filter({ hasText: top })).toHaveCount(0);
});

test('bad product and category input shows the field messages and saves nothing', async ({
  page,
  request,
}) => {
  const before = (
    (await (await request.get('/api/products?page=1&per_page=1')).json()) as {
      meta: { total: number };
    }
  ).meta.total;
  const staffTotal = async () =>
    (
      (await (
        await request.get('/api/products?page=1&per_page=1', { headers: bearer(token) })
      ).json()) as { meta: { total: number } }
    ).meta.total;
  const staffBefore = await staffTotal();

  await page.goto('/admin/products/add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Title (Armenian)')).toContainText('This field is required.');
  await expect(formItem(page, 'Weight, grams')).toContainText('This field is required.');
  await expect(formItem(page, 'Fineness')).toContainText('Choose the fineness.');
  await expect(formItem(page, 'Price, AMD')).toContainText('This field is required.');

  // a text file named .png never leaves the browser
  await page.getByLabel('Title (Armenian)').fill('Anything');
  await page.getByLabel('Weight, grams').fill('2');
  await choose(page, 'Fineness', '750');
  await page.getByLabel('Price, AMD').fill('1000');
  await page.getByLabel('Main image').setInputFiles(fakeImage('ring.png'));
  await expect(formItem(page, 'Main image')).toContainText(
    '“ring.png” is not an image (JPEG, PNG, WebP, AVIF or GIF).',
  );
  await expect(page.getByTestId('avatar-preview')).toHaveCount(0);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/products')) sent.push(r.url());
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Main image')).toContainText('is not an image');
  expect(sent).toEqual([]);
  expect(await staffTotal()).toBe(staffBefore);
  expect(before).toBeLessThanOrEqual(staffBefore);

  await page.goto('/admin/category/add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Name (Armenian)')).toContainText('This field is required.');
  await expect(page).toHaveURL(/\/admin\/category\/add$/);
});

interface SlideList {
  slides: { id: number; url: string; priority: number }[];
  interval: number;
}

test('slides: interval, priority, add, edit and delete, as the home page shows them', async ({
  page,
  request,
}) => {
  const original = (await (await request.get('/api/slides')).json()) as SlideList;
  const link = `https://example.com/${unique('slide').replace(' ', '-')}`;
  try {
    await page.goto('/admin/slide/all');
    await expect(page.getByRole('row')).toHaveCount(original.slides.length + 1);

    const interval = original.interval === 2500 ? '3,500 ms' : '2,500 ms';
    await choose(page, 'Each slide shows for', interval);
    await expectToast(page, 'Slide interval updated successfully');
    const after = (await (await request.get('/api/slides')).json()) as SlideList;
    expect(after.interval).toBe(Number(interval.replace(/\D/g, '')));

    // a new slide: no image is refused first, then a real one
    await page.getByRole('link', { name: 'Add slide' }).first().click();
    await page.getByLabel('Link').fill(link);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(formItem(page, 'Image')).toContainText('Choose an image.');
    await page.getByLabel('Link').fill('javascript:alert(1)');
    await page.getByLabel('Image').setInputFiles(pngFile('slide.png', [30, 30, 90]));
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(formItem(page, 'Link')).toContainText('Enter a site path starting with /');
    await page.getByLabel('Link').fill(link);
    await choose(page, 'Priority', '7');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Slide added successfully');
    await expect(page).toHaveURL(/\/admin\/slide\/all$/);

    // the home page shows it first (priority 7 and newest)
    await page.goto('/en');
    const onHome = page.locator(`a[href="${link}"]`);
    await expect(onHome).toHaveCount(1);
    await expect(page.locator('[aria-roledescription="slide"] a').first()).toHaveAttribute(
      'href',
      link,
    );

    // priority 0 sends it to the end
    await page.goto('/admin/slide/all');
    const row = page.getByRole('row').filter({ hasText: link });
    await openSelect(row.getByRole('combobox'));
    await pickOption(page, '0');
    await expectToast(page, 'Slide updated successfully');
    await page.goto('/en');
    await expect(page.locator('[aria-roledescription="slide"] a').last()).toHaveAttribute(
      'href',
      link,
    );

    // edit its link
    await page.goto('/admin/slide/all');
    await page
      .getByRole('row')
      .filter({ hasText: link })
      .getByRole('link', { name: /^Edit/ })
      .click();
    await expect(page.getByLabel('Link')).toHaveValue(link);
    await page.getByLabel('Link').fill(`${link}-edited`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Slide updated successfully');
    await expect(page.getByRole('row').filter({ hasText: `${link}-edited` })).toBeVisible();

    // and delete it
    await page
      .getByRole('row')
      .filter({ hasText: `${link}-edited` })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirmPopover(page);
    await expectToast(page, 'Slide deleted successfully');
    await expect(page.getByRole('row')).toHaveCount(original.slides.length + 1);
  } finally {
    const headers = bearer(token);
    await request.post('/api/slides/interval', { headers, data: { interval: original.interval } });
    const now = (await (await request.get('/api/slides')).json()) as SlideList;
    for (const slide of now.slides) {
      if (!original.slides.some((s) => s.id === slide.id)) {
        await request.delete(`/api/slides/${slide.id}`, { headers });
      }
    }
  }
});

test('a blog post with formatted text in three languages and a gallery, on the storefront', async ({
  page,
  request,
}) => {
  const title = unique('Story');
  // a picture the shop already serves
  const [first] = (
    (await (await request.get('/api/products?page=1&per_page=1')).json()) as {
      data: { avatar: string }[];
    }
  ).data;
  const imagePath = `/${first!.avatar}`;
  await page.goto('/admin/blog/add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Title (Armenian)')).toContainText('This field is required.');

  await page.getByLabel('Title (Armenian)').fill(`${title} hy`);
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Russian)').fill(`${title} ru`);
  await page.getByRole('tab', { name: 'English' }).click();
  const editor = page.getByRole('textbox', { name: 'Text (English)' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting: Text (English)' });
  await editor.click();
  await page.keyboard.type('How the pieces are made. ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('By hand.');
  await expect(editor.locator('b, strong')).toHaveText('By hand.');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Gold 585');
  // an empty item leaves the list
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByLabel('Link address').fill('https://voski.am/care');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(editor.getByRole('link', { name: 'https://voski.am/care' })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // an image needs an address and a description
  await toolbar.getByRole('button', { name: 'Image', exact: true }).click();
  await page.getByLabel('Image address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(
    page.getByText('Enter the image address, starting with https:// or /'),
  ).toBeVisible();
  await expect(page.getByText('Describe the image for visitors who cannot see it.')).toBeVisible();
  await page.getByLabel('Image address').fill(imagePath);
  await page.getByLabel('Image description').fill('A ring on velvet');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(editor.getByRole('img', { name: 'A ring on velvet' })).toBeVisible();
  await page.getByLabel('Gallery').setInputFiles(pngFile('blog.png', [120, 80, 30]));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Blog post added');
  await expect(page).toHaveURL(/\/admin\/blog\/all$/);

  const found = (await (
    await request.get(`/api/blogs/search?query=${encodeURIComponent(title)}`)
  ).json()) as { data: { id: number }[] };
  const id = found.data[0]!.id;
  // what the server keeps, after its sanitizer
  const stored = (await (await request.get(`/api/blogs/${id}`)).json()) as { content_en: string };
  expect(stored.content_en).toBe(
    '<p>How the pieces are made. <strong>By hand.</strong></p>' +
      '<ul><li><p>Gold 585</p></li></ul>' +
      '<p><a href="https://voski.am/care">https://voski.am/care</a></p>' +
      `<img src="${imagePath}" alt="A ring on velvet" />`,
  );
  try {
    await page.goto(`/en/blog/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('main').locator('strong, b').filter({ hasText: 'By hand.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('img', { name: 'A ring on velvet' }),
    ).toBeVisible();

    // search, edit, the QR code is shown
    await page.goto('/admin/blog/all');
    await page.getByRole('searchbox', { name: 'Search blog posts' }).fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('img', { name: `QR code of “${title}”` })).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete gallery image/ })).toHaveCount(1);
    await page.getByLabel('Title (English)').fill(`${title} revised`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Blog post updated');
    await page.goto(`/en/blog/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} revised` })).toBeVisible();

    await page.goto('/admin/blog/all');
    await page.getByRole('button', { name: `Delete ${title} revised` }).click();
    await confirmPopover(page);
    await expectToast(page, 'Blog post deleted');
    expect((await request.get(`/api/blogs/${id}`)).status()).toBe(404);
  } finally {
    await request.delete(`/api/blogs/${id}`, { headers: bearer(token) });
  }
});

test('a post written before the new editor keeps its stored text when saved untouched', async ({
  page,
  request,
}) => {
  const title = unique('Old story');
  // what the old execCommand editor left: <b>, <i>, text outside paragraphs
  const oldHtml = 'Made <b>by hand</b> in <i>Yerevan</i>.<br>Second line<ul><li>Gold 750</li></ul>';
  const created = await request.post('/api/blogs', {
    headers: bearer(token),
    multipart: { title, title_en: title, title_ru: title, content_en: oldHtml },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  try {
    const before = (
      (await (await request.get(`/api/blogs/${id}`)).json()) as { content_en: string }
    ).content_en;
    await page.goto(`/admin/blog/edit/${id}`);
    await page.getByRole('tab', { name: 'English' }).click();
    await expect(page.getByRole('textbox', { name: 'Text (English)' })).toContainText('by hand');
    await page.getByLabel('Title (English)').fill(`${title} revised`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Blog post updated');
    const after = (await (await request.get(`/api/blogs/${id}`)).json()) as {
      title_en: string;
      content_en: string;
    };
    expect(after.title_en).toBe(`${title} revised`);
    expect(after.content_en).toBe(before);
  } finally {
    await request.delete(`/api/blogs/${id}`, { headers: bearer(token) });
  }
});

test('a FAQ is added, shown on the storefront, edited and deleted', async ({ page, request }) => {
  const question = unique('Do you engrave rings?');
  await page.goto('/admin/faq/add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Question (Armenian)')).toContainText('This field is required.');
  await expect(formItem(page, 'Answer (Armenian)')).toContainText('This field is required.');
  await page.getByLabel('Question (Armenian)').fill(`${question} hy`);
  await page.getByLabel('Question (English)').fill(question);
  await page.getByLabel('Answer (Armenian)').fill('Այո։');
  await page.getByLabel('Answer (English)').fill('Yes, in the shop, within a day.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Question added');

  await page.goto('/en/faq');
  await page.getByText(question).click();
  await expect(page.getByText('Yes, in the shop, within a day.')).toBeVisible();

  await page.goto('/admin/faq/all');
  await page.getByRole('link', { name: `Edit ${question}` }).click();
  await page.getByLabel('Answer (English)').fill('Yes, while you wait.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Question updated');
  await page.goto('/en/faq');
  await page.getByText(question).click();
  await expect(page.getByText('Yes, while you wait.')).toBeVisible();

  await page.goto('/admin/faq/all');
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  await confirmPopover(page);
  await expectToast(page, 'Question deleted');
  const faqs = (await (await request.get('/api/faqs')).json()) as { question_en: string }[];
  expect(faqs.some((faq) => faq.question_en === question)).toBe(false);
});

test('about, slogan, contact details and a feed post change what the storefront shows', async ({
  page,
  request,
}) => {
  const headers = bearer(token);
  const about = (
    (await (await request.get('/api/about')).json()) as { about: Record<string, string> }
  ).about;
  const slogan = (
    (await (await request.get('/api/slogans')).json()) as {
      about: Record<string, string>;
    }
  ).about;
  const contact = (await (await request.get('/api/contacts/first')).json()) as {
    id: number;
    email: string;
    phone: string;
    addresses: string;
  };
  const marker = unique('E2E');
  try {
    // about: the first English text
    await page.goto('/admin/contact/about');
    await page.getByRole('tab', { name: 'English' }).first().click();
    const aboutEditor = page.getByRole('textbox', { name: 'First text (English)' });
    await aboutEditor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`About ${marker}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'About page saved');
    await page.goto('/en/about');
    await expect(page.getByRole('main')).toContainText(`About ${marker}`);

    // slogan: a bad colour is refused, then a colour and a text
    await page.goto('/admin/slogan/about');
    await page.getByLabel('Colour', { exact: true }).fill('gold');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(formItem(page, 'Colour')).toContainText('Enter the colour as #rrggbb');
    await page.getByLabel('Colour', { exact: true }).fill('#123456');
    await page.getByRole('tab', { name: 'English' }).click();
    const sloganEditor = page.getByRole('textbox', { name: 'Text (English)' });
    await sloganEditor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Slogan ${marker}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Slogan saved');
    await page.goto('/en');
    const block = page.locator('section').filter({ hasText: `Slogan ${marker}` });
    await expect(block).toBeVisible();
    await expect(block).toHaveCSS('background-color', 'rgb(18, 52, 86)');

    // contact details: the spec's form
    await page.goto('/admin/contact/update');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(formItem(page, 'Email')).toContainText('Please enter a valid email');
    await page.getByLabel('Email').fill(contact.email);
    const count = await page.getByLabel(/^Address \d+$/).count();
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByLabel(`Address ${count + 1}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(formItem(page, `Address ${count + 1}`)).toContainText(
      'Enter the address, or remove this line.',
    );
    await page.getByLabel(`Address ${count + 1}`, { exact: true }).fill(`Gyumri, ${marker} 7`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Contact information updated successfully!');
    // an Armenian address (the English page shows the English ones)
    await page.goto('/contacts');
    // on the page and in its footer, which lists every address too
    for (const part of ['main', 'contentinfo'] as const) {
      await expect(
        page.getByRole(part).getByRole('link', { name: new RegExp(`Gyumri, ${marker} 7`) }),
      ).toBeVisible();
    }

    // remove that address again through the form
    await page.goto('/admin/contact/update');
    await page.getByRole('button', { name: `Remove address ${count + 1}` }).click();
    await expect(page.getByLabel(`Address ${count + 1}`, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Contact information updated successfully!');

    // a "follow us" post
    const postLink = `https://example.com/${marker.replace(' ', '-')}`;
    await page.goto('/admin/post/add');
    await page.getByLabel('Image').setInputFiles(pngFile('post.png', [10, 120, 120]));
    await page.getByLabel('Link').fill(postLink);
    await page.getByLabel('Caption (English)').fill(`Post ${marker}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Post added');
    await page.goto('/en');
    await expect(page.locator(`a[href="${postLink}"]`)).toHaveCount(1);
    await page.goto('/admin/post/all');
    await page.getByRole('button', { name: `Delete Post ${marker}` }).click();
    await confirmPopover(page);
    await expectToast(page, 'Post deleted');
  } finally {
    const texts = (record: Record<string, string>, fields: string[]) =>
      Object.fromEntries(fields.map((field) => [field, record[field] ?? '']));
    const suffixes = ['', '_en', '_ru'];
    await request.post('/api/about', {
      headers,
      multipart: texts(
        about,
        ['content_1', 'content_2'].flatMap((f) => suffixes.map((s) => f + s)),
      ),
    });
    await request.post('/api/slogans', {
      headers,
      multipart: {
        ...texts(
          slogan,
          suffixes.map((s) => `content_1${s}`),
        ),
        color: slogan.color!,
      },
    });
    await request.put(`/api/contacts/${contact.id}`, {
      headers,
      data: { email: contact.email, phone: contact.phone, addresses: contact.addresses },
    });
    const posts = (await (await request.get('/api/posts')).json()) as {
      data: { id: number; caption_en: string }[];
    };
    for (const post of posts.data.filter((p) => p.caption_en.includes(marker))) {
      await request.delete(`/api/posts/${post.id}`, { headers });
    }
  }
});

test('the Adder sees only the catalog and content, and is refused the rest', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  for (const group of ['Slides', 'FAQ', 'Blog', 'Follow us', 'Contact and pages', 'Catalog']) {
    await expect(menu.getByRole('menuitem', { name: group, exact: true })).toBeVisible();
  }
  for (const group of ['Users', 'Orders']) {
    await expect(menu.getByRole('menuitem', { name: group, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('New orders')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add product' })).toBeVisible();

  for (const path of [
    '/admin/payment/orders',
    '/admin/contact/formResult',
    '/admin/user/all',
    '/admin/user/add',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
  }
});
