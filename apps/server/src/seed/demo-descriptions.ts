/**
 * The demo products' descriptions in hy / en / ru: a few sentences per kind of piece, one per
 * collection, a closing line and care notes, put together so that each product reads
 * differently. Rich HTML the server's sanitizer keeps as it is.
 */
import type { DemoMetal, Shape, Tri } from './demo-catalog.ts';

/** What each kind of piece is, by the subcategory's item name (English). */
const openings: Record<string, Tri> = {
  'Engagement ring': [
    'Մեկ փայլուն քար՝ բարակ ամրակների վրա, որպեսզի լույսն ընկնի նրա վրա բոլոր կողմերից։ Օղակը նեղանում է դեպի քարը և գեղեցիկ է համադրվում ամուսնական մատանու հետ։',
    'A single bright stone raised on slender claws, so that light reaches it from every side. The band narrows towards the stone and sits comfortably beside a wedding band.',
    'Один яркий камень в тонких крапанах, открытый свету со всех сторон. Шинка сужается к камню и удобно сочетается с обручальным кольцом.',
  ],
  'Wedding band': [
    'Դասական մատանի՝ ներսից մեղմ կլորացված, որ հարմար լինի կրել ամեն օր՝ տարիներ շարունակ։ Մենք այն ձեռքով հղկում ենք մինչև հայելային փայլ։',
    'A classic band with a softly rounded inside, comfortable to wear every day for years. We polish it by hand to a mirror finish.',
    'Классическое кольцо со скруглённой внутренней стороной — его удобно носить каждый день долгие годы. Мы вручную полируем его до зеркального блеска.',
  ],
  'Signet ring': [
    'Կնիք-մատանի՝ լայն և հարթ երեսով, որի ծանրությունը զգացվում է ձեռքին։ Երեսը թողնված է հարթ՝ սկզբնատառի կամ տոհմական նշանի համար, որը փորագրում ենք մեր արհեստանոցում։',
    'A signet ring with a broad, flat face, heavy enough to feel on the hand. The face is left smooth for an initial or a family sign, engraved in our workshop.',
    'Перстень-печатка с широкой плоской площадкой, ощутимо весомый на руке. Площадка оставлена гладкой для инициала или фамильного знака, который гравируют в нашей мастерской.',
  ],
  'Stud earrings': [
    'Փոքրիկ գամ ականջօղեր, որոնք սերտորեն նստում են ականջին, իսկ պտուտակավոր փականներն ամուր պահում են դրանք։ Ամեն օրվա համար՝ աշխատանքից մինչև երեկոյան հանդիպում։',
    'Small studs that sit close to the ear, with screw backs that hold them securely. Made for every day, from the office to an evening out.',
    'Небольшие пусеты плотно прилегают к мочке, а винтовые замки надёжно их держат. Для каждого дня — и в офис, и на вечер.',
  ],
  'Hoop earrings': [
    'Օղակաձև ականջօղեր՝ սնամեջ ոսկե խողովակից. դրանք տպավորիչ են, բայց թեթև, և կարելի է կրել ամբողջ օրը։ Ծխնիավոր փականը փակվում է մեղմ չխկոցով։',
    'Hoops of hollow gold tube: they look generous but stay light, so they can be worn all day. The hinged clasp closes with a quiet click.',
    'Серьги-кольца из полой золотой трубки: выглядят выразительно, но остаются лёгкими, их можно носить весь день. Шарнирный замок закрывается с тихим щелчком.',
  ],
  'Drop earrings': [
    'Կախովի ականջօղեր, որոնք շարժվում են ձեզ հետ և որսում են լույսը գլխի ամեն շարժման ժամանակ։ Քարը կախված է փոքրիկ հղկված օղակից՝ ամուր անգլիական փականով։',
    'Drops that move with you and catch the light at every turn of the head. The stone hangs from a small polished loop on a secure English lock.',
    'Подвесные серьги двигаются вместе с вами и ловят свет при каждом повороте головы. Камень подвешен к небольшой полированной петле на надёжном английском замке.',
  ],
  Chain: [
    'Մանր օղակներից շղթա, որը հարթ է պառկում և չի ոլորվում. այն բավական ամուր է կախազարդ կամ խաչ կրելու համար։ Կարաբին փականը հեշտ է ամրացնել մեկ ձեռքով։',
    'A chain of small links that lies flat and does not twist, strong enough to carry a pendant or a cross. The lobster clasp is easy to fasten with one hand.',
    'Цепь из мелких звеньев лежит ровно и не перекручивается; она достаточно прочна для подвески или крестика. Карабин легко застегнуть одной рукой.',
  ],
  Pendant: [
    'Կախազարդ՝ կտրվածքով քարով հղկված շրջանակում, որը նստում է անրակից քիչ ներքև։ Վաճառվում է առանց շղթայի, որպեսզի ընտրեք ձեր նախընտրածը։',
    'A pendant with a faceted stone in a polished frame, sized to rest just below the collarbone. It comes without a chain, so that you can choose one to match.',
    'Подвеска с гранёным камнем в полированной оправе ложится чуть ниже ключицы. Продаётся без цепочки, чтобы вы могли подобрать свою.',
  ],
  Cross: [
    'Խաչ՝ հայկական ավանդույթով, մեղմ լայնացող ծայրերով, ձուլված և ձեռքով մշակված։ Այն կարելի է օծել եկեղեցում։',
    'A cross in the Armenian tradition, with softly widening ends, cast and finished by hand. It can be blessed in church.',
    'Крестик в армянской традиции, с мягко расширяющимися концами, отлит и доработан вручную. Его можно освятить в церкви.',
  ],
  'Chain bracelet': [
    'Նուրբ շղթայական ապարանջան, որը թեթև նստում է դաստակին, իսկ լրացուցիչ օղակը թույլ է տալիս այն ամրացնել մի փոքր ազատ կամ ամուր։ Լավ է համադրվում ժամացույցի հետ։',
    'A fine chain bracelet that rests lightly on the wrist, with an extra ring to fasten it a little looser or tighter. It goes well with a watch.',
    'Тонкий браслет-цепочка легко лежит на запястье, а дополнительное колечко позволяет застегнуть его чуть свободнее или плотнее. Хорошо сочетается с часами.',
  ],
  Bangle: [
    'Կոշտ ապարանջան՝ ձվաձև, որպեսզի մնա դաստակին և չսահի դեպի ձեռքը։ Թաքնված փականը բացում է այն այնքան լայն, որ հեշտ լինի դնել։',
    'A rigid bangle, oval so that it stays on the wrist instead of sliding down to the hand. A hidden clasp opens it wide enough to put on easily.',
    'Жёсткий браслет овальной формы держится на запястье и не соскальзывает к кисти. Скрытый замок раскрывает его достаточно широко, чтобы его было легко надеть.',
  ],
};

/** What each collection takes after, by the collection's English name. */
const collectionLines: Record<string, Tri> = {
  Aragats: [
    '«Արագած» հավաքածուն կրկնում է Հայաստանի ամենաբարձր լեռան չորս գագաթների գծերը՝ մաքուր և ուժեղ։',
    'The “Aragats” collection follows the lines of the four peaks of Armenia’s highest mountain: clean and strong.',
    'Коллекция «Арагац» повторяет линии четырёх вершин самой высокой горы Армении — чистые и сильные.',
  ],
  Sevan: [
    '«Սևան» հավաքածուն կրում է լեռնային կապույտ լճի անունը. նրա մակերեսները հարթ են, ինչպես ջուրն անդորր առավոտյան։',
    'The “Sevan” collection is named after the blue lake in the mountains: its surfaces are smooth, like the water on a still morning.',
    'Коллекция «Севан» названа в честь голубого горного озера: её поверхности гладкие, как вода тихим утром.',
  ],
  Garni: [
    '«Գառնի» հավաքածուն փոխառում է Ազատ գետի կիրճի վերևում կանգնած հեթանոսական տաճարի սյուների ռիթմը։',
    'The “Garni” collection borrows the rhythm of the columns of the pagan temple above the Azat gorge.',
    'Коллекция «Гарни» заимствует ритм колонн языческого храма над ущельем реки Азат.',
  ],
  Tatev: [
    '«Տաթև» հավաքածուն հիշեցնում է ժայռի վրա կանգնած վանքի քանդակազարդ քարը՝ նուրբ զարդանախշ, որը բացվում է մոտիկից։',
    'The “Tatev” collection recalls the carved stone of the monastery on its cliff: fine ornament that shows itself up close.',
    'Коллекция «Татев» напоминает о резном камне монастыря на скале: тонкий орнамент, который раскрывается вблизи.',
  ],
  Dilijan: [
    '«Դիլիջան» հավաքածուն մեր անտառային հավաքածուն է՝ ոսկով նկարված տերևներ և ճյուղեր, թեթև և օդային։',
    'The “Dilijan” collection is our forest: leaves and branches drawn in gold, light and airy.',
    'Коллекция «Дилижан» — наш лес: листья и ветви, нарисованные золотом, лёгкие и воздушные.',
  ],
  Pomegranate: [
    '«Նռնենի» հավաքածուն ստեղծված է նռան՝ առատության և բարօրության հնագույն հայկական խորհրդանիշի շուրջ։',
    'The “Pomegranate” collection is built around the pomegranate, Armenia’s oldest sign of plenty and good fortune.',
    'Коллекция «Гранат» построена вокруг граната — древнейшего армянского символа изобилия и благополучия.',
  ],
};

/** The metal and fineness, and that the piece is hallmarked. */
const metalLine = (metal: DemoMetal, fineness: number): Tri => {
  const [hy, en, ru] = metal.name.map((n) => n.toLocaleLowerCase());
  return [
    `Մետաղը՝ ${hy}, ${fineness} հարգ։ Յուրաքանչյուր իր ունի հարգադրոշմ։`,
    `The metal is ${en} of fineness ${fineness}, and every piece carries its assay mark.`,
    `Металл — ${ru} ${fineness} пробы; на каждом изделии стоит пробирное клеймо.`,
  ];
};

const closings: Tri[] = [
  [
    'Առաքվում է նվերի տուփով՝ մետաղի և քարերի հավաստագրով։',
    'It is delivered in a gift box with a certificate for the metal and stones.',
    'Доставляется в подарочной коробке с сертификатом на металл и камни.',
  ],
  [
    'Մինչև 20 նիշ փորագրությունն անվճար է. գրեք այն պատվերի հաղորդագրության մեջ։',
    'Engraving of up to 20 characters is free: write it in the message of your order.',
    'Гравировка до 20 знаков бесплатна: напишите её в комментарии к заказу.',
  ],
  [
    'Պատրաստված է մեր երևանյան արհեստանոցում, և վարպետը ստուգում է այն առաքումից առաջ։',
    'It is made in our Yerevan workshop and checked by the master before it leaves.',
    'Изготовлено в нашей ереванской мастерской и проверено мастером перед отправкой.',
  ],
];

/** Lines about what makes this very product special, when it is. */
export const featureLines = {
  unique: [
    'Միակ օրինակ. այս զարդը պատրաստվել է մեկ անգամ և չի կրկնվի։',
    'One of a kind: this piece was made once and will not be repeated.',
    'Единственный экземпляр: это украшение сделано один раз и не повторится.',
  ],
  sized: [
    'Ընտրեք ձեր չափը ստորև. չափերի ուղեցույցը բացատրում է, թե ինչպես չափել մատը։',
    'Choose your size below; the size guide explains how to measure your finger.',
    'Выберите размер ниже; в таблице размеров объяснено, как измерить палец.',
  ],
  byWeight: [
    'Գինը որոշվում է քաշով՝ ոսկու այսօրվա գնով, և փոխվում է գրամի գնի հետ միասին։',
    'It is priced by weight at today’s price of gold, and its price follows the price of a gram.',
    'Цена считается по весу по сегодняшней цене золота и меняется вместе с ценой грамма.',
  ],
} satisfies Record<string, Tri>;

const careTitle: Tri = ['Խնամք', 'Care', 'Уход'];

const careCommon: Tri[] = [
  [
    'Հանեք զարդը լողավազանից, շոգեբաղնիքից և քիմիական միջոցներով մաքրությունից առաջ։',
    'Take it off before swimming, the sauna or cleaning with household chemicals.',
    'Снимайте украшение перед бассейном, сауной и уборкой с бытовой химией.',
  ],
  [
    'Մաքրեք տաք օճառաջրով և փափուկ խոզանակով, ապա չորացրեք փափուկ կտորով։',
    'Clean it in warm soapy water with a soft brush, then dry it with a soft cloth.',
    'Очищайте тёплой мыльной водой и мягкой щёткой, затем вытирайте мягкой тканью.',
  ],
  [
    'Պահեք առանձին պարկում, որպեսզի ավելի կարծր քարերը չքերծեն ոսկին։',
    'Keep it in its own pouch, so that harder stones cannot scratch the gold.',
    'Храните в отдельном мешочке, чтобы более твёрдые камни не поцарапали золото.',
  ],
];

const careByShape: Record<Shape, Tri> = {
  ring: [
    'Մատանին դրեք վերջում և հանեք առաջինը. քսուքներն ու ախտահանիչները խամրեցնում են քարը։',
    'Put the ring on last and take it off first: creams and hand sanitiser dull the stone.',
    'Надевайте кольцо последним и снимайте первым: кремы и антисептики делают камень тусклым.',
  ],
  earrings: [
    'Ժամանակ առ ժամանակ սրբեք գամերը սպիրտով և ստուգեք, որ փականներն ամուր պահեն։',
    'Wipe the posts with alcohol now and then, and check that the backs hold firmly.',
    'Время от времени протирайте штифты спиртом и проверяйте, надёжно ли держат замки.',
  ],
  necklace: [
    'Պահեք շղթան կախված կամ փռված և ամրացված, որպեսզի օղակները չխճճվեն։',
    'Hang the chain up or lay it flat and fastened, so that the links do not tangle.',
    'Храните цепь подвешенной или разложенной и застёгнутой, чтобы звенья не спутывались.',
  ],
  pendant: [
    'Հանելիս բռնեք կախազարդից, ոչ թե շղթայից։',
    'Hold the pendant, not the chain, when you take it off.',
    'Снимая, держите подвеску, а не цепочку.',
  ],
  cross: [
    'Հանելիս բռնեք խաչից, ոչ թե շղթայից. փափուկ կտորը կվերադարձնի նրա փայլը։',
    'Hold the cross, not the chain, when you take it off; a soft cloth brings back its shine.',
    'Снимая, держите крестик, а не цепочку; мягкая ткань вернёт ему блеск.',
  ],
  bracelet: [
    'Հանեք ապարանջանը մարզվելուց կամ ծանր աշխատանքից առաջ. հարվածից այն կարող է ծռվել։',
    'Take the bracelet off for sport or heavy work: a knock can bend it.',
    'Снимайте браслет перед спортом и тяжёлой работой: от удара он может погнуться.',
  ],
};

export interface DescribedPiece {
  /** The subcategory's item name (hy, en, ru). */
  item: Tri;
  shape: Shape;
  /** The collection's name (hy, en, ru). */
  collection: Tri;
  metal: DemoMetal;
  fineness: number;
  /** Picks the closing line and the order of the care notes. */
  variant: number;
  /** Lines about this product's own features (`featureLines`). */
  features?: Tri[];
}

/** A product's description in hy, en and ru: two paragraphs and a list of care notes. */
export function describePiece(piece: DescribedPiece): Tri {
  const opening = openings[piece.item[1]];
  const collection = collectionLines[piece.collection[1]];
  if (!opening || !collection) {
    throw new Error(`No demo description for ${piece.item[1]} “${piece.collection[1]}”`);
  }
  const closing = closings[piece.variant % closings.length]!;
  const metal = metalLine(piece.metal, piece.fineness);
  const shift = piece.variant % careCommon.length;
  const care = [
    careByShape[piece.shape],
    ...careCommon.slice(shift),
    ...careCommon.slice(0, shift),
  ];
  const features = piece.features ?? [];
  return [0, 1, 2].map((lang) => {
    const first = [opening[lang], collection[lang]].join(' ');
    const second = [metal[lang], ...features.map((f) => f[lang]), closing[lang]].join(' ');
    const notes = care.map((c) => `<li>${c[lang]}</li>`).join('');
    return `<p>${first}</p><p>${second}</p><h3>${careTitle[lang]}</h3><ul>${notes}</ul>`;
  }) as Tri;
}
