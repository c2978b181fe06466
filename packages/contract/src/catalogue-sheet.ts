// Plain data without zod: the back-office imports it through `@voski/contract/catalogue-sheet`.
import type { Locale } from './locales.ts';

/**
 * The columns of a catalogue sheet (`GET /products/export`, `POST /products/import`), in the
 * order an export writes them. Headers are these names in any language, so a sheet made in one
 * back-office language imports in another; a sheet may leave columns out (an update keeps
 * those fields), but must have `model`, the key an import matches products by.
 */
export const catalogueColumns = [
  'model',
  'title',
  'title_en',
  'title_ru',
  'description',
  'description_en',
  'description_ru',
  'categories',
  'metal',
  'metal_en',
  'metal_ru',
  'respect',
  'weight',
  'price',
  'priced_by_weight',
  'metal_kind',
  'making_charge',
  'making_per_gram',
  'important',
  'status',
  'sizes',
  'stock',
  'size_stock',
  'avatar',
  'images',
  'blog_id',
] as const;
export type CatalogueColumn = (typeof catalogueColumns)[number];

export const isCatalogueColumn = (name: string): name is CatalogueColumn =>
  (catalogueColumns as readonly string[]).includes(name);

/** Between the levels of a category path ("Rings > Wedding"). */
export const CATEGORY_LEVEL_SEPARATOR = ' > ';
/** Between several values in one cell: category paths, sizes, stock per size. */
export const LIST_SEPARATOR = '; ';

export const sheetFormats = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof sheetFormats)[number];

/** The largest sheet an import takes, and the most rows in it. */
export const IMPORT_FILE_MAX_MB = 32;
export const IMPORT_ROWS_MAX = 50_000;
/** Rows one import call handles at most (the back-office sends a sheet in such windows). */
export const IMPORT_WINDOW_MAX = 2_000;
/**
 * The ZIP of photos beside a sheet: its largest size, what its files may claim to unpack to
 * (more is a zip bomb), and its entries (files and folders) at most.
 */
export const IMPORT_ZIP_MAX_MB = 100;
export const IMPORT_ZIP_UNPACKED_MAX_MB = 1_024;
export const IMPORT_ZIP_ENTRIES_MAX = 20_000;

/**
 * Where an import the server keeps stands: dry-run and ready; running; interrupted (its run
 * stopped without a word: a restart, a crash) or failed (a batch failed), both resumable; done.
 */
export const importJobStatuses = ['checked', 'running', 'interrupted', 'failed', 'done'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

/** What an import does, or would do, with a row. */
export const importActions = ['create', 'update', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof importActions)[number];

/**
 * Why a row is refused. Each has a message per language (`importMessage`); `{name}` is where a
 * value goes.
 */
export const importProblemTexts = {
  required: {
    en: 'The {column} is required.',
    hy: '«{column}» սյունակը պարտադիր է։',
    ru: 'Столбец «{column}» обязателен.',
  },
  tooLong: {
    en: 'The {column} may not be longer than {max} characters.',
    hy: '«{column}» սյունակը չի կարող գերազանցել {max} նիշը։',
    ru: 'Столбец «{column}» не может быть длиннее {max} символов.',
  },
  notWholeNumber: {
    en: 'The {column} must be a whole number from {min} to {max}.',
    hy: '«{column}» սյունակը պետք է լինի ամբողջ թիվ {min}-ից {max}։',
    ru: 'Столбец «{column}» должен быть целым числом от {min} до {max}.',
  },
  notNumber: {
    en: 'The {column} must be a number from 0 to {max}.',
    hy: '«{column}» սյունակը պետք է լինի թիվ 0-ից {max}։',
    ru: 'Столбец «{column}» должен быть числом от 0 до {max}.',
  },
  notOneOf: {
    en: 'The {column} must be one of {allowed}.',
    hy: '«{column}» սյունակը պետք է լինի հետևյալներից մեկը՝ {allowed}։',
    ru: 'Столбец «{column}» должен быть одним из: {allowed}.',
  },
  controlCharacters: {
    en: 'The {column} may not contain control characters.',
    hy: '«{column}» սյունակը չի կարող պարունակել կառավարման նիշեր։',
    ru: 'Столбец «{column}» не может содержать управляющие символы.',
  },
  unknownCategory: {
    en: 'No category “{path}”.',
    hy: '«{path}» բաժին չկա։',
    ru: 'Категории «{path}» нет.',
  },
  ambiguousCategory: {
    en: 'More than one category is called “{path}”: rename one of them.',
    hy: '«{path}» անունով մեկից ավելի բաժին կա․ վերանվանեք դրանցից մեկը։',
    ru: 'Категорий с названием «{path}» несколько: переименуйте одну из них.',
  },
  badSize: {
    en: '“{value}” is not a size (numbers or short texts of letters and digits).',
    hy: '«{value}»-ն չափս չէ (թվեր կամ տառերից ու թվերից կարճ տեքստեր)։',
    ru: '«{value}» — не размер (числа или короткие тексты из букв и цифр).',
  },
  sizeTwice: {
    en: 'The size {value} is listed twice.',
    hy: '{value} չափսը նշված է երկու անգամ։',
    ru: 'Размер {value} указан дважды.',
  },
  tooManySizes: {
    en: 'A product may have at most {max} sizes.',
    hy: 'Ապրանքը կարող է ունենալ առավելագույնը {max} չափս։',
    ru: 'У товара может быть не больше {max} размеров.',
  },
  badSizeStock: {
    en: 'Write the stock per size as “17: 2; 17.5: 0”, every size of the product once.',
    hy: 'Գրեք ըստ չափսի պաշարը այսպես՝ «17: 2; 17.5: 0», ապրանքի յուրաքանչյուր չափսը մեկ անգամ։',
    ru: 'Запишите остаток по размерам так: «17: 2; 17.5: 0», каждый размер товара один раз.',
  },
  badImage: {
    en: '“{value}” is neither an image of this shop (uploads/…), an http(s) address, nor a file of a ZIP of photos sent with the sheet.',
    hy: '«{value}»-ն ոչ այս խանութի նկար է (uploads/…), ոչ http(s) հասցե, ոչ էլ աղյուսակի հետ ուղարկված լուսանկարների ZIP-ի ֆայլ։',
    ru: '«{value}» — ни изображение этого магазина (uploads/…), ни адрес http(s), ни файл ZIP-архива с фотографиями, отправленного с таблицей.',
  },
  zipFileMissing: {
    en: 'No file {value} in the ZIP of photos.',
    hy: 'Լուսանկարների ZIP-ում {value} ֆայլ չկա։',
    ru: 'Файла {value} нет в ZIP-архиве с фотографиями.',
  },
  zipFileNotImage: {
    en: 'The file {value} in the ZIP is not a JPEG, PNG, WebP, AVIF or GIF image of at most 15 MB.',
    hy: 'ZIP-ի {value} ֆայլը JPEG, PNG, WebP, AVIF կամ GIF նկար չէ՝ առավելագույնը 15 ՄԲ։',
    ru: 'Файл {value} в ZIP-архиве — не изображение JPEG, PNG, WebP, AVIF или GIF до 15 МБ.',
  },
  imageNotFound: {
    en: 'The image {value} is not in this shop.',
    hy: '{value} նկարը այս խանութում չկա։',
    ru: 'Изображения {value} в этом магазине нет.',
  },
  imageUnreadable: {
    en: 'The image at {value} could not be fetched, or is not a JPEG, PNG, WebP, AVIF or GIF image of at most 15 MB.',
    hy: '{value} հասցեի նկարը չհաջողվեց ստանալ, կամ այն JPEG, PNG, WebP, AVIF կամ GIF նկար չէ՝ առավելագույնը 15 ՄԲ։',
    ru: 'Изображение по адресу {value} не удалось получить, или это не изображение JPEG, PNG, WebP, AVIF или GIF до 15 МБ.',
  },
  blogUnknown: {
    en: 'No blog post {value}.',
    hy: '{value} բլոգային գրառում չկա։',
    ru: 'Записи блога {value} нет.',
  },
  modelTwice: {
    en: 'The model {value} is already on row {row} of this sheet.',
    hy: '{value} մոդելն արդեն կա այս աղյուսակի {row}-րդ տողում։',
    ru: 'Модель {value} уже есть в строке {row} этой таблицы.',
  },
  modelAmbiguous: {
    en: 'More than one product of the shop has the model {value}: give them different models first.',
    hy: 'Խանութում {value} մոդելով մեկից ավելի ապրանք կա․ նախ տվեք նրանց տարբեր մոդելներ։',
    ru: 'В магазине несколько товаров с моделью {value}: сначала дайте им разные модели.',
  },
  weightNeedsMetal: {
    en: 'A product priced by weight needs its metal kind.',
    hy: 'Քաշով գնահատվող ապրանքին անհրաժեշտ է մետաղի տեսակը։',
    ru: 'Товару с ценой по весу нужен вид металла.',
  },
  weightNeedsWeight: {
    en: 'A product priced by weight needs its weight.',
    hy: 'Քաշով գնահատվող ապրանքին անհրաժեշտ է քաշը։',
    ru: 'Товару с ценой по весу нужен вес.',
  },
  weightNeedsFineness: {
    en: 'A product priced by weight needs its fineness (respect).',
    hy: 'Քաշով գնահատվող ապրանքին անհրաժեշտ է հարգը։',
    ru: 'Товару с ценой по весу нужна проба.',
  },
  weightNoPricePerGram: {
    en: 'No price per gram is set for {metal} at {fineness}: set it under Metal prices first.',
    hy: '{metal}-ի {fineness} հարգի մեկ գրամի գինը սահմանված չէ․ նախ սահմանեք այն «Մետաղների գներ» բաժնում։',
    ru: 'Цена за грамм для {metal} пробы {fineness} не задана: сначала задайте её в разделе «Цены металлов».',
  },
  weightPriceTooHigh: {
    en: 'At this weight and making charge the price would be more than {max} AMD.',
    hy: 'Այս քաշի և աշխատանքի արժեքի դեպքում գինը կգերազանցի {max} դրամը։',
    ru: 'При таком весе и стоимости работы цена превысит {max} драмов.',
  },
  sizeStockWithoutSizes: {
    en: 'A product without sizes cannot be counted per size.',
    hy: 'Առանց չափսերի ապրանքը չի կարող հաշվվել ըստ չափսի։',
    ru: 'Товар без размеров нельзя учитывать по размерам.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ImportProblemCode = keyof typeof importProblemTexts;

/** A problem's message in `locale`, its `{name}` places filled with `values`. */
export function importMessage(
  code: ImportProblemCode,
  locale: Locale,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return importProblemTexts[code][locale].replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}
