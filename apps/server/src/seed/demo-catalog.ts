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

/**
 * The demo shop's prices per gram today (each demo metal kind, by fineness), and the making
 * charge per gram its weight-priced pieces add: together they make `pricePerGram`, so a piece
 * priced by weight costs what it would cost otherwise.
 */
export const demoMetalPrices: Record<number, { perGram: number; making: number }> = {
  585: { perGram: 29_000, making: 10_000 },
  750: { perGram: 37_000, making: 12_000 },
};

/** What some demo products have beyond the plan's defaults, by model. */
export interface DemoSpecial {
  /** Ring sizes (inner diameter, mm), in the order shown. */
  sizes?: string[];
  /** Pieces per size; without it the sizes share `stock`. */
  sizeStock?: Record<string, number>;
  /** Pieces in stock; none: unlimited (made to order). */
  stock?: number;
  /** Priced by weight, with the making charge by the gram or for the whole piece. */
  byWeight?: 'per-gram' | 'whole';
}

const halfSizes = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, i) => String(from + i / 2));

/**
 * The demo's rings with sizes (some counted per size, a size sold out), its counted and unique
 * pieces and its weight-priced ones. Products the journeys buy or count on ("Aragats" VS-1001,
 * "Tatev" VS-1004, the first cards of a list) stay plain: unlimited, one size.
 */
export const demoSpecials: Record<string, DemoSpecial> = {
  'VS-1002': {
    sizes: halfSizes(16, 18.5),
    sizeStock: { '16': 1, '16.5': 2, '17': 3, '17.5': 0, '18': 2, '18.5': 1 },
  },
  'VS-1003': { sizes: halfSizes(16.5, 18), sizeStock: { '16.5': 1, '17': 2, '17.5': 1, '18': 1 } },
  'VS-1005': { sizes: halfSizes(15.5, 21) },
  'VS-1006': { sizes: halfSizes(15.5, 21) },
  'VS-1007': { sizes: halfSizes(18, 22), byWeight: 'per-gram' },
  'VS-1008': { sizes: ['19', '20', '21', '22'], sizeStock: { '19': 2, '20': 1, '21': 0, '22': 1 } },
  'VS-1009': { sizes: halfSizes(18, 21) },
  'VS-1012': { stock: 5 },
  'VS-1014': { stock: 3 },
  'VS-1017': { stock: 2 },
  'VS-1019': { byWeight: 'per-gram' },
  'VS-1020': { byWeight: 'per-gram', stock: 4 },
  'VS-1021': { byWeight: 'per-gram' },
  /** The unique piece: one made, one to sell. */
  'VS-1024': { stock: 1 },
  'VS-1026': { stock: 8 },
  'VS-1028': { byWeight: 'whole' },
  'VS-1029': { byWeight: 'whole' },
  'VS-1030': { byWeight: 'whole' },
};

export const demoRates = { USD: 387.5, RUB: 4.85 };

export const demoContact = {
  email: 'info@voski.am',
  phone: '+37410123456',
  /** Each language's own: the English and Russian pages show theirs. */
  addresses: [{ address: 'Երևան, Աբովյան 12' }, { address: 'Երևան, Հյուսիսային պողոտա 5' }],
  addresses_en: [
    { address: 'Yerevan, Abovyan Street 12' },
    { address: 'Yerevan, Northern Avenue 5' },
  ],
  addresses_ru: [
    { address: 'Ереван, улица Абовяна, 12' },
    { address: 'Ереван, Северный проспект, 5' },
  ],
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
