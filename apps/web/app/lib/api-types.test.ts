import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  product as contractProduct,
  toProductDetail,
  type About as ContractAbout,
  type Blog as ContractBlog,
  type Contact as ContractContact,
  type Post as ContractPost,
  type Slide as ContractSlide,
  type Slogan as ContractSlogan,
} from '@voski/contract';
import {
  productFields,
  listedBlogs,
  toAbout,
  toBlog,
  toContact,
  toFaqs,
  toPosts,
  toSlideShow,
  toSlogan,
  localAddresses,
  parseAddresses,
  parseProduct,
  parseStoredSummary,
  detailToProduct,
  toPageContent,
  toProduct,
  toSummaries,
  toSummary,
} from './api-types';

const product = {
  id: 1,
  title: 'Մատանի',
  title_en: 'Ring',
  title_ru: '',
  model: 'VS-1001',
  weight: '1.6',
  metal: 'Ոսկի',
  metal_en: 'Gold',
  metal_ru: 'Золото',
  respect: 750,
  important: 1,
  status: 1,
  price: 78400,
  avatar: 'uploads/products/a.webp',
  images: [{ id: 1, image: 'uploads/products/b.webp' }, { id: 'x' }],
  blog_id: 3,
  blog: { id: 3, title: 'Story', qrs: { image: 'uploads/qrs/3.png' } },
  categories: [
    {
      category: {
        id: 2,
        name: 'Նշանադրության',
        name_en: 'Engagement',
        name_ru: 'Помолвочные',
        parent_id: 1,
      },
    },
  ],
  category_id: '[2]',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('products', () => {
  it('keep every field they read from an answer the contract accepts', () => {
    // the contract's own schema checks the sample, so a field renamed there fails here
    const answer = contractProduct.parse({
      ...product,
      weight: 1.6,
      priced_by_weight: false,
      metal_kind: null,
      making_charge: 0,
      making_per_gram: false,
      images: [{ id: 1, image: 'uploads/products/b.webp' }],
      sizes: ['17', '17.5'],
      stock: 2,
      size_stock: { '17': 1, '17.5': 1 },
    });
    const parsed = parseProduct(answer)!;
    for (const field of productFields) expect(parsed[field], field).toEqual(answer[field]);
  });

  it('are read with their numbers, gallery, categories and linked blog', () => {
    const parsed = parseProduct(product)!;
    expect(parsed.weight).toBe(1.6);
    expect(parsed.images).toEqual([{ id: 1, image: 'uploads/products/b.webp' }]);
    expect(parsed.blog).toEqual({ id: 3, qrs: { image: 'uploads/qrs/3.png' } });
    expect(parsed.categories[0]!.category.parent_id).toBe(1);
  });

  it('stored by an older storefront are filled up to a summary', () => {
    expect(parseStoredSummary({ id: 5, title: 'Old', price: '1000' })).toMatchObject({
      id: 5,
      title: 'Old',
      price: 1000,
      avatar: null,
      images: [],
      status: 1,
    });
    expect(parseStoredSummary({ title: 'no id' })).toBeNull();
  });
});

describe('product answers', () => {
  const described = contractProduct.extend({ description: z.string() }).parse({
    ...product,
    weight: 1.6,
    priced_by_weight: true,
    metal_kind: 'gold',
    making_charge: 15_000,
    making_per_gram: false,
    images: [{ id: 1, image: 'uploads/products/b.webp' }],
    sizes: [],
    stock: null,
    size_stock: null,
    description: '<p>Ոսկի</p>',
  });
  const breakdown = {
    price_per_gram: 28_000,
    metal: 98_000,
    making: 15_000,
    making_rate: null,
    rounding: 0,
    price: 113_000,
  };
  const detail = toProductDetail(
    { ...described, description_en: '', description_ru: '' },
    breakdown,
  );

  it('a product page reads its gallery as the images, and its descriptions and breakdown', () => {
    const shown = detailToProduct(detail);
    expect(shown.images).toEqual([{ id: 1, image: 'uploads/products/b.webp' }]);
    expect(shown.blog).toEqual({ id: 3, qrs: { image: 'uploads/qrs/3.png' } });
    expect(shown).not.toHaveProperty('description');
    expect(shown).not.toHaveProperty('priced_by_weight');
    expect(toPageContent(detail)).toEqual({
      description: '<p>Ոսկի</p>',
      description_en: '',
      description_ru: '',
      price_breakdown: breakdown,
    });
  });

  it('a list gives cards, and none when the API did not answer', () => {
    const [card] = toSummaries({ data: [described] });
    expect(card).toEqual(toSummary(toProduct(described)));
    expect(card).not.toHaveProperty('blog');
    expect(card).not.toHaveProperty('categories');
    expect(toSummaries(null)).toEqual([]);
  });

  it('are read as the localStorage reader reads a product it trusts less', () => {
    expect(toProduct(described)).toEqual(parseProduct(described));
  });
});

const stamp = '2026-01-01T00:00:00.000Z';

/** The contact information as GET /contacts/first answers it. */
function contact(fields: Partial<ContractContact>): ContractContact {
  return {
    id: 1,
    email: '',
    phone: '',
    addresses: '[]',
    addresses_en: '[]',
    addresses_ru: '[]',
    created_at: stamp,
    updated_at: stamp,
    ...fields,
  };
}

/** Each content record as its GET endpoint answers it. */
const translatedEmpty = <const N extends string>(name: N) =>
  ({ [name]: '', [`${name}_en`]: '', [`${name}_ru`]: '' }) as Record<
    N | `${N}_en` | `${N}_ru`,
    string
  >;

function slide(fields: Partial<ContractSlide>): ContractSlide {
  return {
    id: 1,
    image: 'uploads/slides/a.webp',
    url: '',
    priority: 0,
    ...translatedEmpty('title'),
    ...translatedEmpty('text'),
    ...translatedEmpty('button'),
    ...translatedEmpty('alt'),
    created_at: stamp,
    updated_at: stamp,
    ...fields,
  };
}

function slogan(fields: Partial<ContractSlogan>): ContractSlogan {
  const base = { image1: null, color: '#d09f4e', ...translatedEmpty('content_1') };
  return { ...base, created_at: stamp, updated_at: stamp, ...fields };
}

function post(fields: Partial<ContractPost>): ContractPost {
  const base = { id: 1, image: 'uploads/posts/a.webp', url: '', ...translatedEmpty('caption') };
  return { ...base, created_at: stamp, updated_at: stamp, ...fields };
}

function about(fields: Partial<ContractAbout>): ContractAbout {
  const texts = { ...translatedEmpty('content_1'), ...translatedEmpty('content_2') };
  return { image1: null, image2: null, ...texts, created_at: stamp, updated_at: stamp, ...fields };
}

function blog(fields: Partial<ContractBlog>): ContractBlog {
  const texts = { ...translatedEmpty('title'), ...translatedEmpty('content') };
  const base = { id: 1, ...texts, images: [], qrs: null };
  return { ...base, created_at: stamp, updated_at: stamp, ...fields };
}

describe('content', () => {
  it('FAQs lose their stamps; none when the API did not answer', () => {
    const faq = {
      id: 1,
      question: 'Ի՞նչ',
      question_en: 'What?',
      question_ru: '',
      answer: 'Այն',
      answer_en: 'It',
      answer_ru: '',
    };
    expect(toFaqs([{ ...faq, created_at: stamp, updated_at: stamp }])).toEqual([faq]);
    expect(toFaqs(null)).toEqual([]);
  });

  it('contact addresses are a JSON string of {address}', () => {
    expect(parseAddresses('[{"address":" Երևան "},{"address":""},{"x":1}]')).toEqual(['Երևան']);
    expect(parseAddresses('Yerevan, Abovyan 12')).toEqual(['Yerevan, Abovyan 12']);
    expect(toContact(contact({ email: 'a@b.am' }))).toEqual({
      email: 'a@b.am',
      phone: '',
      addresses: [],
      addresses_en: [],
      addresses_ru: [],
    });
    // nothing to show: no contact block at all
    expect(toContact(contact({}))).toBeNull();
    expect(toContact(null)).toBeNull();
  });

  it('each language shows its own addresses, the Armenian ones while it has none', () => {
    const shown = toContact(
      contact({
        addresses: '[{"address":"Երևան, Աբովյան 12"}]',
        addresses_en: '[{"address":"Yerevan, 12 Abovyan Street"}]',
      }),
    )!;
    expect(localAddresses(shown, 'hy')).toEqual(['Երևան, Աբովյան 12']);
    expect(localAddresses(shown, 'en')).toEqual(['Yerevan, 12 Abovyan Street']);
    expect(localAddresses(shown, 'ru')).toEqual(['Երևան, Աբովյան 12']);
  });

  it('slides come highest priority first, without their stamps, with a sane interval', () => {
    const show = toSlideShow({
      slides: [
        slide({ id: 1, image: 'uploads/slides/a.webp', priority: 1 }),
        slide({ id: 2, image: 'uploads/slides/b.webp', url: '/products/1', priority: 7 }),
        slide({ id: 3, image: '', priority: 7 }),
      ],
      interval: 200,
    });
    expect(show?.slides.map((one) => one.id)).toEqual([2, 1]);
    expect(show?.slides[0]).not.toHaveProperty('created_at');
    expect(show?.slides[0]).not.toHaveProperty('updated_at');
    expect(show?.interval).toBe(5000);
    expect(toSlideShow({ slides: [slide({})], interval: 3000 })?.interval).toBe(3000);
    expect(toSlideShow({ slides: [], interval: 3000 })).toBeNull();
    expect(toSlideShow(null)).toBeNull();
  });

  it('the slogan is shown with text or an image, with a valid colour only', () => {
    expect(toSlogan({ about: slogan({ color: 'red', content_1: 'Ոսկի' }) })).toEqual({
      image1: null,
      color: null,
      content_1: 'Ոսկի',
      content_1_en: '',
      content_1_ru: '',
    });
    expect(
      toSlogan({ about: slogan({ color: '#D09F4E', image1: 'uploads/slogans/a.webp' }) }),
    ).toMatchObject({ color: '#D09F4E', image1: 'uploads/slogans/a.webp' });
    expect(toSlogan({ about: slogan({ content_1: ' ' }) })).toBeNull();
    expect(toSlogan(null)).toBeNull();
  });

  it('posts lose their stamps; none when the API has none', () => {
    const { created_at: _c, updated_at: _u, ...shown } = post({ id: 4 });
    expect(toPosts({ data: [post({ id: 4 }), post({ id: 5, image: '' })] })).toEqual([shown]);
    expect(toPosts(null)).toEqual([]);
  });

  it('the about page is shown while it has text, without its stamps', () => {
    expect(toAbout(null)).toBeNull();
    expect(
      toAbout({ about: about({ content_2: ' ', image1: 'uploads/about/a.webp' }) }),
    ).toBeNull();
    expect(
      toAbout({ about: about({ content_1: 'Մենք', image1: 'uploads/about/a.webp' }) }),
    ).toEqual({
      image1: 'uploads/about/a.webp',
      image2: null,
      content_1: 'Մենք',
      content_1_en: '',
      content_1_ru: '',
      content_2: '',
      content_2_en: '',
      content_2_ru: '',
    });
  });

  it('blog posts come as a whole list or a page of one; a post keeps its creation stamp', () => {
    const one = blog({ id: 9 });
    expect(listedBlogs([one])).toEqual([one]);
    expect(listedBlogs({ data: [one], meta: { page: 1, per_page: 12, total: 1 } })).toEqual([one]);
    expect(listedBlogs(null)).toEqual([]);
    expect(toBlog(one)).not.toHaveProperty('updated_at');
    expect(toBlog(one)).toMatchObject({ id: 9, created_at: stamp });
  });
});
