import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogs, pages, posts, slides } from '../db/schema/content.ts';
import type { BlogService } from '../modules/content/blogs.ts';
import type { PageService } from '../modules/content/pages.ts';
import type { MediaStore } from '../modules/media/store.ts';
import { metals, type Tri } from './demo-catalog.ts';
import { jewelSvg } from './demo-images.ts';

/** A wide banner: a dark field with a few jewels on it, for the carousel. */
function bannerSvg(variant: number): string {
  const metal = metals[variant % metals.length]!.color;
  const shapes = [
    `<circle cx="980" cy="330" r="150" stroke="${metal}" stroke-width="34" fill="none"/>
     <circle cx="980" cy="170" r="38" fill="#F5F5F5"/>`,
    `<path d="M760 120 Q980 520 1200 120" stroke="${metal}" stroke-width="14" fill="none"/>
     <path d="M980 330 L1050 420 L980 530 L910 420 Z" fill="#9B1B30" stroke="${metal}" stroke-width="14"/>`,
    `<ellipse cx="980" cy="340" rx="230" ry="130" stroke="${metal}" stroke-width="36" fill="none"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1A1A1A"/><stop offset="1" stop-color="#3A2F22"/></linearGradient></defs>
  <rect width="1600" height="640" fill="url(#g)"/>
  ${shapes[variant % shapes.length]}
</svg>`;
}

/** `name`, `name_en`, `name_ru` from a text in the three languages. */
const fields = <N extends string>(name: N, [hy, en, ru]: Tri) =>
  ({ [name]: hy, [`${name}_en`]: en, [`${name}_ru`]: ru }) as Record<
    N | `${N}_en` | `${N}_ru`,
    string
  >;

/** The words over the demo slides (the last one has none: a picture alone). */
const demoSlideWords: { title: Tri; text: Tri; button: Tri }[] = [
  {
    title: ['Ոսկի՝ ձեռքի աշխատանք', 'Gold, made by hand', 'Золото ручной работы'],
    text: [
      'Մատանիներ և ականջօղեր Երևանի մեր արհեստանոցից',
      'Rings and earrings from our workshop in Yerevan',
      'Кольца и серьги из нашей мастерской в Ереване',
    ],
    button: ['Դիտել', 'Shop now', 'Смотреть'],
  },
  {
    title: ['Նոր հավաքածու', 'The new collection', 'Новая коллекция'],
    text: ['', '', ''],
    button: ['Տեսնել նորույթները', 'See what is new', 'Смотреть новинки'],
  },
];

const demoBlogs: { title: Tri; content: Tri }[] = [
  {
    title: [
      'Ինչպես խնամել ոսկյա զարդերը',
      'How to care for gold jewellery',
      'Как ухаживать за золотыми украшениями',
    ],
    content: [
      '<p>Ոսկին չի ժանգոտում, բայց փայլը պահպանելու համար մաքրեք զարդերը տաք ջրով և փափուկ կտորով։</p><ul><li>Հանեք զարդերը լողանալուց առաջ։</li><li>Պահեք առանձին տուփերում։</li></ul>',
      '<p>Gold does not rust, but to keep its shine clean your jewellery with warm water and a soft cloth.</p><ul><li>Take jewellery off before swimming.</li><li>Keep each piece in its own box.</li></ul>',
      '<p>Золото не ржавеет, но чтобы сохранить блеск, очищайте украшения тёплой водой и мягкой тканью.</p><ul><li>Снимайте украшения перед плаванием.</li><li>Храните каждое в отдельной коробочке.</li></ul>',
    ],
  },
  {
    title: [
      'Հարգը և քաշը. ինչ է նշանակում պիտակը',
      'Fineness and weight: reading the label',
      'Проба и вес: как читать бирку',
    ],
    content: [
      '<p>Յուրաքանչյուր իր ունի քաշ գրամներով և հարգ, օրինակ՝ <strong>585</strong> կամ <strong>750</strong>։ Գինը կախված է երկուսից։</p>',
      '<p>Every piece states its weight in grams and its fineness, such as <strong>585</strong> or <strong>750</strong>. The price follows from both.</p>',
      '<p>У каждого изделия указаны вес в граммах и проба, например <strong>585</strong> или <strong>750</strong>. Цена зависит от обоих.</p>',
    ],
  },
];

const demoPosts: Tri[] = [
  ['Նոր հավաքածու «Սևան»', 'The new “Sevan” collection', 'Новая коллекция «Севан»'],
  ['Մեր վարպետանոցից', 'From our workshop', 'Из нашей мастерской'],
  ['Ամուսնական մատանիներ', 'Wedding bands', 'Обручальные кольца'],
  ['Նվեր սիրելիին', 'A gift for someone dear', 'Подарок для любимых'],
];

/**
 * Fills empty content sections: slides, posts, blog posts (with their QR codes), the about page
 * and the slogan. Each section is only written while it has no record.
 */
export async function seedDemoContent(
  db: Db,
  media: MediaStore,
  blogService: BlogService,
  pageService: PageService,
): Promise<void> {
  const empty = async (table: typeof slides | typeof posts | typeof blogs) =>
    !(await db.select({ n: count() }).from(table))[0]?.n;
  const written: string[] = [];
  const store = async (folder: string, svg: string) => {
    const image = await media.store(folder, Buffer.from(svg));
    written.push(image);
    return image;
  };

  if (await empty(slides)) {
    for (let i = 0; i < 3; i++) {
      const image = await store('slides', bannerSvg(i));
      const words = demoSlideWords[i];
      await db.insert(slides).values({
        image,
        url: `/products/${1 + i * 4}`,
        priority: 7 - i * 2,
        ...(words && {
          ...fields('title', words.title),
          ...fields('text', words.text),
          ...fields('button', words.button),
        }),
      });
    }
  }
  if (await empty(posts)) {
    for (const [i, caption] of demoPosts.entries()) {
      const image = await store(
        'posts',
        jewelSvg(i % 2 ? 'earrings' : 'ring', metals[i % 3]!.color, i + 5),
      );
      await db.insert(posts).values({
        image,
        url: 'https://www.instagram.com/',
        caption: caption[0],
        caption_en: caption[1],
        caption_ru: caption[2],
      });
    }
  }
  if (await empty(blogs)) {
    for (const [i, b] of demoBlogs.entries()) {
      const image = await store('blogs', jewelSvg(i ? 'pendant' : 'bracelet', metals[0]!.color, i));
      await blogService.create(
        {
          title: b.title[0],
          title_en: b.title[1],
          title_ru: b.title[2],
          content: b.content[0],
          content_en: b.content[1],
          content_ru: b.content[2],
        },
        [image],
      );
    }
  }
  const [aboutRow] = await db.select().from(pages).where(eq(pages.key, 'about'));
  if (!aboutRow?.content_1) {
    await pageService.save(
      'about',
      {
        content_1:
          '<p>Voski-ն ընտանեկան ոսկերչական տուն է Երևանում։ Յուրաքանչյուր զարդ պատրաստվում է ձեռքով։</p>',
        content_1_en:
          '<p>Voski is a family jewellery house in Yerevan. Every piece is made by hand.</p>',
        content_1_ru:
          '<p>Voski — семейный ювелирный дом в Ереване. Каждое украшение сделано вручную.</p>',
        content_2:
          '<p>Մենք աշխատում ենք 585 և 750 հարգի ոսկով և նշում ենք յուրաքանչյուր իրի քաշը։</p>',
        content_2_en: '<p>We work in 585 and 750 gold and state the weight of every piece.</p>',
        content_2_ru:
          '<p>Мы работаем с золотом 585 и 750 пробы и указываем вес каждого изделия.</p>',
      },
      {
        image1: await store('about', jewelSvg('necklace', metals[0]!.color, 2)),
        image2: await store('about', jewelSvg('ring', metals[2]!.color, 3)),
      },
    );
  }
  const [sloganRow] = await db.select().from(pages).where(eq(pages.key, 'slogan'));
  if (!sloganRow?.content_1) {
    await pageService.save(
      'slogan',
      {
        color: '#f5f5f5',
        content_1: '<h2>Ոսկի, որը պատմում է ձեր պատմությունը</h2>',
        content_1_en: '<h2>Gold that tells your story</h2>',
        content_1_ru: '<h2>Золото, которое рассказывает вашу историю</h2>',
      },
      { image1: await store('slogans', jewelSvg('ring', metals[0]!.color, 4)) },
    );
  }
  await media.settle(written);
}
