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
  name: Tri;
  color: string;
}

export const metals: DemoMetal[] = [
  { name: ['Դեղին ոսկի', 'Yellow gold', 'Жёлтое золото'], color: '#D09F4E' },
  { name: ['Սպիտակ ոսկի', 'White gold', 'Белое золото'], color: '#C3C7CC' },
  { name: ['Վարդագույն ոսկի', 'Rose gold', 'Розовое золото'], color: '#D49A86' },
];

/** Indicative AMD per gram of finished jewellery, by fineness. */
export const pricePerGram: Record<number, number> = { 585: 39_000, 750: 49_000 };

export const demoRates = { USD: 387.5, RUB: 4.85 };

export const demoContact = {
  email: 'info@voski.am',
  phone: '+37410123456',
  addresses: [{ address: 'Երևան, Աբովյան 12' }, { address: 'Yerevan, Northern Avenue 5' }],
};
