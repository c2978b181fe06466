import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, RETURN_POLICY_MAX } from '@voski/contract';
import { defaultReturnPolicy } from '../src/modules/content/default-return-policy.ts';
import { startTestApp, type TestApp } from './harness.ts';

// The return policy as content (issue 39): read by everyone, edited by those who keep the
// about page, in three languages, sanitized like the other rich texts.

let t: TestApp;
const tokens = {} as Record<'admin' | 'seller' | 'adder', string>;

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await t.staffToken(Role.Admin);
  tokens.seller = await t.staffToken(Role.Seller);
  tokens.adder = await t.staffToken(Role.Adder);
});
afterAll(() => t.close());

const read = async () => {
  const res = await t.request({ method: 'GET', url: '/api/return-policy' });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, string>;
};

const put = (payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: '/api/return-policy', payload: payload as object, token });

const policy = {
  content: '<p>Վերադարձ՝ 30 օր։</p>',
  content_en: '<p>Returns within <strong>30 days</strong>.</p>',
  content_ru: '<p>Возврат в течение 30 дней.</p>',
};

describe('the return policy', () => {
  it('starts as the description’s policy in each language, for anyone to read', async () => {
    const data = await read();
    expect(data).toMatchObject({
      content: defaultReturnPolicy.hy,
      content_en: defaultReturnPolicy.en,
      content_ru: defaultReturnPolicy.ru,
    });
    expect(data.content_en).toContain(
      '<li>Orders placed online cannot be returned or exchanged.</li>',
    );
    expect(data.content_ru).toContain('в течение 14 дней');
    expect(data.content).toContain('14 օրվա');
    expect(data.updated_at).toEqual(expect.any(String));
  });

  it('is changed by an Admin and an Adder, and the change is what everyone reads', async () => {
    const byAdder = await put(policy, tokens.adder);
    expect(byAdder.statusCode, byAdder.body).toBe(200);
    expect(byAdder.json().data).toMatchObject(policy);
    expect(await read()).toMatchObject(policy);

    const changed = { ...policy, content_ru: '<ul><li>Возврат в течение 10 дней.</li></ul>' };
    const byAdmin = await put(changed, tokens.admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await read()).toMatchObject(changed);
  });

  it('answers 401 without a token and 403 to a Seller, changing nothing', async () => {
    const before = await read();
    const anonymous = await put({ ...policy, content_en: '<p>Nobody</p>' });
    expect(anonymous.statusCode).toBe(401);
    const seller = await put({ ...policy, content_en: '<p>Seller</p>' }, tokens.seller);
    expect(seller.statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });

  it('refuses an empty, blank, missing or too long text with a message per field', async () => {
    const before = await read();
    const empty = await put(
      { content: '', content_en: '   ', content_ru: policy.content_ru },
      tokens.adder,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      content: ['The return policy field is required.'],
      content_en: ['The return policy (English) field is required.'],
    });

    const missing = await put(
      { content: policy.content, content_en: policy.content_en },
      tokens.adder,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      content_ru: ['The return policy (Russian) field is required.'],
    });

    const long = await put(
      { ...policy, content_en: `<p>${'a'.repeat(RETURN_POLICY_MAX)}</p>` },
      tokens.adder,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      content_en: [
        `The return policy (English) may not be greater than ${RETURN_POLICY_MAX} characters.`,
      ],
    });

    const notText = await put({ ...policy, content_ru: 42 }, tokens.adder);
    expect(notText.statusCode).toBe(422);
    expect(Object.keys(notText.json().errors)).toEqual(['content_ru']);

    expect(await read()).toEqual(before);
  });

  it('keeps no script, style or event handler, and refuses a text left with no words', async () => {
    const res = await put(
      {
        ...policy,
        content_en:
          '<p onclick="steal()">Returns <script>alert(1)</script>within 14 days.</p>' +
          '<style>p{display:none}</style><a href="javascript:alert(1)">here</a>' +
          '<img src="x" onerror="alert(1)">',
      },
      tokens.adder,
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await read()).content_en!;
    expect(stored).toContain('Returns within 14 days.');
    expect(stored).not.toMatch(/script|alert|onclick|onerror|style|javascript:/i);

    const onlyScript = await put(
      { ...policy, content_ru: '<script>alert("ru")</script><p> </p>' },
      tokens.adder,
    );
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({
      content_ru: ['The return policy (Russian) field is required.'],
    });
    expect((await read()).content_en).toBe(stored);
  });

  it('is listed in the API documentation', async () => {
    const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(docs.paths['/api/return-policy'])).toEqual(['get', 'put']);
  });
});
