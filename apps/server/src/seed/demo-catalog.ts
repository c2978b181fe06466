/** The demo shop's catalogue: a believable Armenian jewellery house, in hy / en / ru. */
export type Tri = [hy: string, en: string, ru: string];
export type Shape = 'ring' | 'earrings' | 'necklace' | 'pendant' | 'cross' | 'bracelet';

export interface DemoSubcategory {
  name: Tri;
  item: Tri;
  shape: Shape;
}

export interface DemoCategory {
  name: Tri;
  subcategories: DemoSubcategory[];
}

export const demoCategories: DemoCategory[] = [
  {
    name: ['Մատանիներ', 'Rings', 'Кольца'],
    subcategories: [
      {
        name: ['Նշանադրության մատանիներ', 'Engagement rings', 'Помолвочные кольца'],
        item: ['Նշանադրության մատանի', 'Engagement ring', 'Помолвочное кольцо'],
        shape: 'ring',
      },
      {
        name: ['Ամուսնական մատանիներ', 'Wedding bands', 'Обручальные кольца'],
        item: ['Ամուսնական մատանի', 'Wedding band', 'Обручальное кольцо'],
        shape: 'ring',
      },
      {
        name: ['Կնիք-մատանիներ', 'Signet rings', 'Печатки'],
        item: ['Կնիք-մատանի', 'Signet ring', 'Перстень-печатка'],
        shape: 'ring',
      },
    ],
  },
  {
    name: ['Ականջօղեր', 'Earrings', 'Серьги'],
    subcategories: [
      {
        name: ['Գամ ականջօղեր', 'Stud earrings', 'Пусеты'],
        item: ['Գամ ականջօղեր', 'Stud earrings', 'Серьги-пусеты'],
        shape: 'earrings',
      },
      {
        name: ['Օղակաձև ականջօղեր', 'Hoop earrings', 'Серьги-кольца'],
        item: ['Օղակաձև ականջօղեր', 'Hoop earrings', 'Серьги-кольца'],
        shape: 'earrings',
      },
      {
        name: ['Կախովի ականջօղեր', 'Drop earrings', 'Подвесные серьги'],
        item: ['Կախովի ականջօղեր', 'Drop earrings', 'Подвесные серьги'],
        shape: 'earrings',
      },
    ],
  },
  {
    name: ['Վզնոցներ և կախազարդեր', 'Necklaces & pendants', 'Колье и подвески'],
    subcategories: [
      {
        name: ['Շղթաներ', 'Chains', 'Цепи'],
        item: ['Շղթա', 'Chain', 'Цепь'],
        shape: 'necklace',
      },
      {
        name: ['Կախազարդեր', 'Pendants', 'Подвески'],
        item: ['Կախազարդ', 'Pendant', 'Подвеска'],
        shape: 'pendant',
      },
      {
        name: ['Խաչեր', 'Crosses', 'Крестики'],
        item: ['Խաչ', 'Cross', 'Крестик'],
        shape: 'cross',
      },
    ],
  },
  {
    name: ['Ապարանջաններ', 'Bracelets', 'Браслеты'],
    subcategories: [
      {
        name: ['Շղթայական ապարանջաններ', 'Chain bracelets', 'Браслеты-цепочки'],
        item: ['Շղթայական ապարանջան', 'Chain bracelet', 'Браслет-цепочка'],
        shape: 'bracelet',
      },
      {
        name: ['Կոշտ ապարանջաններ', 'Bangles', 'Жёсткие браслеты'],
        item: ['Կոշտ ապարանջան', 'Bangle', 'Жёсткий браслет'],
        shape: 'bracelet',
      },
    ],
  },
];

/** Collection names, after Armenian places. */
export const collections: Tri[] = [
  ['Արագած', 'Aragats', 'Арагац'],
  ['Սևան', 'Sevan', 'Севан'],
  ['Գառնի', 'Garni', 'Гарни'],
  ['Տաթև', 'Tatev', 'Татев'],
  ['Դիլիջան', 'Dilijan', 'Дилижан'],
  ['Նռնենի', 'Pomegranate', 'Гранат'],
];

export interface DemoMetal {
  /** The metal kind's code. */
  key: string;
  name: Tri;
  color: string;
  /** The finenesses the kind comes in. */
  finenesses: number[];
}

const goldFinenesses = [375, 585, 750, 916, 958, 999];

export const metals: DemoMetal[] = [
  {
    key: 'yellow-gold',
    name: ['Դեղին ոսկի', 'Yellow gold', 'Жёлтое золото'],
    color: '#D09F4E',
    finenesses: goldFinenesses,
  },
  {
    key: 'white-gold',
    name: ['Սպիտակ ոսկի', 'White gold', 'Белое золото'],
    color: '#C3C7CC',
    finenesses: goldFinenesses,
  },
  {
    key: 'rose-gold',
    name: ['Վարդագույն ոսկի', 'Rose gold', 'Розовое золото'],
    color: '#D49A86',
    finenesses: goldFinenesses,
  },
];

/** Indicative AMD per gram of finished jewellery, by fineness. */
export const pricePerGram: Record<number, number> = { 585: 39_000, 750: 49_000 };

export const demoRates = { USD: 387.5, RUB: 4.85 };

export const demoContact = {
  email: 'info@voski.am',
  phone: '+37410123456',
  addresses: [{ address: 'Երևան, Աբովյան 12' }, { address: 'Yerevan, Northern Avenue 5' }],
};

export const demoFaqs: { question: Tri; answer: Tri }[] = [
  {
    question: [
      'Ինչպե՞ս ընտրել մատանու չափը',
      'How do I choose my ring size?',
      'Как выбрать размер кольца?',
    ],
    answer: [
      'Չափեք մատի շրջագիծը թելով և համեմատեք մեր չափերի աղյուսակի հետ, կամ այցելեք սրահ՝ անվճար չափման համար։',
      'Measure around your finger with a thread and compare it with our size chart, or visit the showroom for a free fitting.',
      'Измерьте обхват пальца нитью и сверьтесь с нашей таблицей размеров или приходите в салон на бесплатную примерку.',
    ],
  },
  {
    question: [
      'Ի՞նչ է նշանակում 585 և 750 հարգը',
      'What do fineness 585 and 750 mean?',
      'Что означают пробы 585 и 750?',
    ],
    answer: [
      'Հարգը ցույց է տալիս մաքուր ոսկու բաժինը հազար մասում. 585-ը՝ 58,5%, 750-ը՝ 75%։',
      'Fineness is the share of pure gold in a thousand parts: 585 is 58.5% gold, 750 is 75%.',
      'Проба — доля чистого золота в тысяче частей: 585 — 58,5% золота, 750 — 75%.',
    ],
  },
  {
    question: ['Որքա՞ն է տևում առաքումը', 'How long does delivery take?', 'Сколько идёт доставка?'],
    answer: [
      'Երևանում՝ 1–2 աշխատանքային օր, մարզերում՝ 2–4, Ռուսաստան և ԱՄՆ՝ 7–14 օր։',
      'Yerevan: 1–2 working days; the regions of Armenia: 2–4; Russia and the USA: 7–14 days.',
      'Ереван — 1–2 рабочих дня, регионы Армении — 2–4, Россия и США — 7–14 дней.',
    ],
  },
  {
    question: [
      'Կարո՞ղ եմ վերադարձնել առցանց գնված իրը',
      'Can I return an item bought online?',
      'Можно ли вернуть товар, купленный онлайн?',
    ],
    answer: [
      'Առցանց պատվերները վերադարձման կամ փոխանակման ենթակա չեն։ Պատվերը կարող եք չեղարկել մինչև առաքման մեկնարկը։',
      'Online orders cannot be returned or exchanged. You can cancel an order until its delivery starts.',
      'Онлайн-заказы не подлежат возврату или обмену. Заказ можно отменить до начала доставки.',
    ],
  },
];
