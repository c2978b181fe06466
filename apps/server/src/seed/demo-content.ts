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

/** The words over the demo slides, in each language: no slide is a picture alone. */
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
    text: [
      'Ականջօղեր «Սևան» և «Դիլիջան» հավաքածուներից',
      'Earrings from the “Sevan” and “Dilijan” collections',
      'Серьги из коллекций «Севан» и «Дилижан»',
    ],
    button: ['Տեսնել նորույթները', 'See what is new', 'Смотреть новинки'],
  },
  {
    title: ['Նվեր, որը կհիշվի', 'A gift to remember', 'Подарок, который запомнят'],
    text: [
      'Կախազարդեր, խաչեր և շղթաներ՝ նվերի տուփով',
      'Pendants, crosses and chains in a gift box',
      'Подвески, крестики и цепочки в подарочной коробке',
    ],
    button: ['Ընտրել նվեր', 'Choose a gift', 'Выбрать подарок'],
  },
];

/** Two posts, each long enough for the blog list to show only its beginning. */
const demoBlogs: { title: Tri; content: Tri }[] = [
  {
    title: [
      'Ինչպես խնամել ոսկյա զարդերը',
      'How to care for gold jewellery',
      'Как ухаживать за золотыми украшениями',
    ],
    content: [
      '<p>Ոսկին չի ժանգոտում և չի սևանում, բայց առօրյան իր հետքն է թողնում. օճառը, քսուքներն ու փոշին խամրեցնում են փայլը, իսկ ավելի կարծր իրերը քերծում են այն։ Մի քանի սովորություն կօգնեն, որ զարդը միշտ մնա այնպիսին, ինչպիսին էր գնման օրը։</p>' +
        '<h3>Ամեն օր</h3><ul>' +
        '<li>Զարդերը դրեք քսուքից, օծանելիքից և մազերի լաքից հետո և հանեք դրանք՝ նախքան ձեռքերը օճառով լվանալը։</li>' +
        '<li>Հանեք դրանք լողալուց առաջ. քլորը և աղի ջուրը վնասում են զոդումը և քարերը։</li>' +
        '<li>Յուրաքանչյուր զարդ պահեք առանձին տուփում կամ պարկում, որպեսզի շղթաները չխճճվեն, իսկ քարերը չքերծեն ոսկին։</li>' +
        '</ul><h3>Ամիսը մեկ անգամ</h3>' +
        '<p>Զարդը մի քանի րոպե պահեք տաք ջրում՝ սպասք լվանալու միջոցի մի կաթիլով, նրբորեն մաքրեք փափուկ ատամի խոզանակով, ողողեք և չորացրեք փափուկ կտորով։ Մի օգտագործեք ատամի մածուկ կամ խմելու սոդա. դրանք հղկող են և թողնում են մանր քերծվածքներ։</p>' +
        '<p>Տարին մեկ անգամ բերեք ձեր զարդերը Երևանի մեր արհեստանոց. մենք անվճար կստուգենք ամրակներն ու փականները և կհղկենք դրանք։</p>',
      '<p>Gold does not rust or tarnish, but everyday life leaves its mark on it: soap, creams and dust dull its shine, and harder things scratch it. A few habits keep a piece looking as it did on the day you chose it.</p>' +
        '<h3>Every day</h3><ul>' +
        '<li>Put your jewellery on after creams, perfume and hairspray, and take it off before washing your hands with soap.</li>' +
        '<li>Take it off before swimming: chlorine and salt water are hard on solder and stones.</li>' +
        '<li>Keep each piece in its own box or pouch, so that chains do not tangle and stones do not scratch the gold.</li>' +
        '</ul><h3>Once a month</h3>' +
        '<p>Soak the piece for a few minutes in warm water with a drop of washing-up liquid, brush it gently with a soft toothbrush, rinse it and dry it with a soft cloth. Do not use toothpaste or baking soda: they are abrasive and leave fine scratches.</p>' +
        '<p>Once a year, bring your jewellery to our workshop in Yerevan: we check the claws and clasps and polish it free of charge.</p>',
      '<p>Золото не ржавеет и не темнеет, но повседневная жизнь оставляет на нём следы: мыло, кремы и пыль приглушают блеск, а более твёрдые предметы его царапают. Несколько привычек помогут украшению выглядеть так же, как в день покупки.</p>' +
        '<h3>Каждый день</h3><ul>' +
        '<li>Надевайте украшения после крема, духов и лака для волос и снимайте их, прежде чем мыть руки с мылом.</li>' +
        '<li>Снимайте их перед плаванием: хлор и морская вода вредят пайке и камням.</li>' +
        '<li>Храните каждое украшение в отдельной коробочке или мешочке, чтобы цепочки не путались, а камни не царапали золото.</li>' +
        '</ul><h3>Раз в месяц</h3>' +
        '<p>Подержите украшение несколько минут в тёплой воде с каплей средства для мытья посуды, аккуратно почистите мягкой зубной щёткой, сполосните и вытрите мягкой тканью. Не используйте зубную пасту и соду: они абразивны и оставляют мелкие царапины.</p>' +
        '<p>Раз в год приносите украшения в нашу мастерскую в Ереване: мы бесплатно проверим крапаны и замки и отполируем изделия.</p>',
    ],
  },
  {
    title: [
      'Հարգը և քաշը. ինչ է նշանակում պիտակը',
      'Fineness and weight: reading the label',
      'Проба и вес: как читать бирку',
    ],
    content: [
      '<p>Մեր խանութի յուրաքանչյուր իրի համար նշված են քաշը՝ գրամներով, և հարգը, օրինակ՝ <strong>585</strong> կամ <strong>750</strong>։ Միասին դրանք ցույց են տալիս, թե որքան ոսկի եք գնում։</p>' +
        '<p>Հարգը համաձուլվածքի հազար մասում մաքուր ոսկու բաժինն է. 585 հարգի ոսկին պարունակում է 58,5% ոսկի, 750 հարգինը՝ 75%։ Մնացածը արծաթ, պղինձ կամ պալադիում է, որոնք մետաղը դարձնում են ավելի կարծր և տալիս են նրան իր գույնը՝ ավելի շատ պղինձ՝ վարդագույն ոսկում, պալադիում՝ սպիտակում։</p>' +
        '<h3>Ինչից է կազմված գինն ըստ քաշի</h3>' +
        '<p>Մեր որոշ իրեր, առաջին հերթին շղթաներն ու շղթայական ապարանջանները, վաճառվում են ըստ քաշի. դրանց գինը քաշն է՝ բազմապատկած տվյալ մետաղի և հարգի մեկ գրամի այսօրվա գնով, գումարած վարպետի աշխատանքի արժեքը՝ կլորացված մինչև 100 դրամ։ Երբ ոսկու գինը փոխվում է, փոխվում է նաև դրանց գինը, իսկ պատվերը պահպանում է այն գինը, որով ձևակերպվել է։</p>' +
        '<p>Այդպիսի իրի էջում հաշվարկը ցույց է տրված տող առ տող, որպեսզի կարողանաք ինքներդ ստուգել այն։</p>',
      '<p>Every piece in our shop states its weight in grams and its fineness, such as <strong>585</strong> or <strong>750</strong>. Together they tell you how much gold you are buying.</p>' +
        '<p>Fineness is the share of pure gold in a thousand parts of the alloy: 585 gold is 58.5% gold, 750 gold is 75%. The rest is silver, copper or palladium, which make the metal harder and give it its colour: more copper for rose gold, palladium for white gold.</p>' +
        '<h3>How a price by weight is made up</h3>' +
        '<p>Some of our pieces, chains and chain bracelets above all, are priced by weight: their price is the weight times today’s price of a gram of that metal and fineness, plus the making charge for the master’s work, rounded to 100 drams. When the price of gold changes, their price changes with it; an order keeps the price it was placed at.</p>' +
        '<p>The page of such a piece shows the sum line by line, so that you can check it yourself.</p>',
      '<p>У каждого изделия в нашем магазине указаны вес в граммах и проба, например <strong>585</strong> или <strong>750</strong>. Вместе они говорят, сколько золота вы покупаете.</p>' +
        '<p>Проба — это доля чистого золота в тысяче частей сплава: в золоте 585 пробы 58,5% золота, в золоте 750 пробы — 75%. Остальное — серебро, медь или палладий: они делают металл твёрже и придают ему цвет — больше меди в розовом золоте, палладий в белом.</p>' +
        '<h3>Из чего складывается цена по весу</h3>' +
        '<p>Часть наших изделий, прежде всего цепи и браслеты-цепочки, продаётся по весу: их цена — это вес, умноженный на сегодняшнюю цену грамма металла этой пробы, плюс стоимость работы мастера, с округлением до 100 драмов. Когда меняется цена золота, меняется и их цена; заказ сохраняет цену, по которой он оформлен.</p>' +
        '<p>На странице такого изделия расчёт показан по строкам, так что его можно проверить самостоятельно.</p>',
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
    for (let i = 0; i < demoSlideWords.length; i++) {
      const image = await store('slides', bannerSvg(i));
      const words = demoSlideWords[i]!;
      await db.insert(slides).values({
        image,
        url: `/products/${1 + i * 4}`,
        priority: 7 - i * 2,
        ...fields('title', words.title),
        ...fields('text', words.text),
        ...fields('button', words.button),
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
