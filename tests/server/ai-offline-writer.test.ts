// The offline writer (decision 047): N drafts that differ in shape and opening, each tone kept (Taglish in
// Filipino sentences), nothing stated that the seller did not give (a property over arbitrary listings: no
// number, material, origin or promise appears that is not in the input), the special instructions it can
// honour honoured; buyers' questions the features leave open; a background prompt in the backdrops' words,
// from the category and the photo's own colours.
import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toneIds, type QuestionAnswer, type ToneId } from '#schemas/ai';
import { createOfflineWriter, offlineWriterModel } from '../../server/modules/ai/offline-writer.ts';
import {
  backdropColours,
  backdropLights,
  backdropSurfaces,
} from '../../server/modules/ai/offline-writer/vocabulary.ts';
import { splitFeatures } from '../../server/modules/ai/offline-writer/facts.ts';
import type { DescriptionRequest, SourceImage } from '../../server/modules/ai/provider.ts';

const signal = new AbortController().signal;
const origin = { provider: 'offline', model: offlineWriterModel, isAI: false };

const request = (overrides: Partial<DescriptionRequest> = {}): DescriptionRequest => ({
  title: 'Handwoven Abaca Tote Bag',
  features: [
    '- Handwoven abaca with cotton lining',
    '- 35 x 30 cm, fits a 13-inch laptop',
    '- Inner zip pocket and magnetic snap',
    '- PHP 1,250 only',
  ].join('\n'),
  tone: 'friendly',
  specialInstructions: '',
  count: 1,
  category: 'Fashion > Bags & Accessories',
  questionAnswers: [],
  image: null,
  ...overrides,
});

const describeWith = (overrides: Partial<DescriptionRequest>, start = 0) =>
  createOfflineWriter({ random: () => start })
    .describe(request(overrides), signal)
    .then(({ descriptions }) => descriptions);

// ---------------------------------------------------------------------------------------------------------
// What a draft may not say unless the seller said it

/** Materials, origins and promises a template could slip in; each only from the input. */
// prettier-ignore
const guarded = [
  // materials
  'cotton', 'polyester', 'nylon', 'denim', 'linen', 'silk', 'satin', 'wool', 'leather', 'suede', 'canvas',
  'rubber', 'plastic', 'acrylic', 'resin', 'silicone', 'glass', 'ceramic', 'porcelain', 'clay', 'wood',
  'wooden', 'bamboo', 'rattan', 'abaca', 'buri', 'jute', 'narra', 'mahogany', 'metal', 'steel', 'stainless',
  'iron', 'aluminum', 'aluminium', 'copper', 'brass', 'gold', 'silver', 'titanium', 'capiz', 'shell',
  'pearl', 'paper', 'cork', 'marble', 'stone', 'velvet', 'lace',
  // origins and make
  'philippines', 'philippine', 'pinoy', 'local', 'locally', 'imported', 'japan', 'korea', 'china', 'usa',
  'cebu', 'manila', 'handmade', 'handcrafted', 'organic', 'natural', 'vegan',
  // promises about the product or the shop
  'cod', 'cash on delivery', 'free shipping', 'warranty', 'guarantee', 'guaranteed', 'waterproof',
  'original', 'authentic', 'genuine', 'limited', 'sale', 'discount', 'pasalubong', 'bestseller',
  'best-selling', 'durable', 'premium', 'eco-friendly', 'fda',
  // quantities in words
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'dozen', 'dalawa', 'tatlo',
];
const guardedPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${guarded.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** Digit runs and guarded words: what counts as a fact. */
const factsIn = (text: string) =>
  new Set([
    ...(text.match(/\d+/g) ?? []),
    ...[...text.matchAll(guardedPattern)].map(([word]) => word.toLowerCase()),
  ]);

const inputText = (input: DescriptionRequest) =>
  [
    input.title,
    input.features,
    input.specialInstructions,
    input.category ?? '',
    ...input.questionAnswers.flatMap(({ question, answer }) => [question, answer]),
  ].join('\n');

const categories = [
  null,
  'Fashion > Bags & Accessories',
  'Fashion > Shoes',
  'Home & Living > Kitchenware',
  'Food & Beverages > Pasalubong & Delicacies',
  'Food & Beverages > Snacks',
  'Health & Beauty > Skincare',
  'Electronics > Audio',
  'Handicrafts > Woven Goods',
  'Baby & Kids > Toys & Games',
  'Pets > Pet Accessories',
  'Sports & Outdoors',
  'Some Category > Made Up',
];

// prettier-ignore
const neutralWords = [
  'bag', 'comfy', 'everyday', 'strap', 'pocket', 'lid', 'handle', 'soft', 'light', 'compact', 'easy',
  'sturdy', 'zip', 'snap', 'wide', 'cute', 'design', 'with', 'for', 'and', 'mug', 'sauce', 'spicy',
  'matamis', 'maganda', 'pang-regalo', 'travel', 'office', 'school', 'kitchen', 'kids',
];
const amount = fc
  .tuple(fc.constantFrom('₱', 'PHP ', 'Php', ''), fc.integer({ min: 1, max: 99_999 }))
  .map(([sign, value]) => `${sign}${value.toLocaleString('en-US')}`);
const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...neutralWords) },
  { weight: 2, arbitrary: fc.constantFrom(...guarded) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 5000 }).map(String) },
  { weight: 1, arbitrary: amount },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const phrase = fc.array(token, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
const bulletMark = fc.constantFrom('', '- ', '• ', '* ', '✔ ');

const listing: fc.Arbitrary<DescriptionRequest> = fc.record({
  title: phrase,
  features: fc.oneof(
    fc
      .array(fc.tuple(bulletMark, phrase), { maxLength: 8 })
      .map((lines) => lines.map(([mark, text]) => mark + text).join('\n')),
    fc.array(phrase, { maxLength: 6 }).map((pieces) => pieces.join(', ')),
    fc.array(phrase, { maxLength: 4 }).map((pieces) => pieces.join('. ')),
  ),
  tone: fc.constantFrom(...toneIds),
  specialInstructions: fc.oneof(
    fc.constant(''),
    phrase.map((text) => `Mention ${text}`),
    phrase.map((text) => `Please avoid ${text}. Keep it short`),
    fc.constantFrom('No emojis please', 'Use bullet points', 'No bullets, paragraphs only', 'Use emojis'),
    phrase,
  ),
  count: fc.integer({ min: 1, max: 10 }),
  category: fc.constantFrom(...categories),
  questionAnswers: fc.array(
    fc.record<QuestionAnswer>({
      id: fc.integer({ min: 1, max: 99 }).map(String),
      question: fc.oneof(
        fc.constantFrom(
          'What is it made of?',
          'Is cash on delivery (COD) available?',
          'What are its exact measurements?',
          'Is it waterproof?',
        ),
        phrase.map((text) => `${text}?`),
      ),
      answer: fc.oneof(phrase, fc.constantFrom('Yes', 'No', 'Oo naman')),
    }),
    { maxLength: 4 },
  ),
  image: fc.constant(null),
});

describe('the offline writer never states what it was not given', () => {
  it('every number, material, origin and promise in a draft is in the input (any listing, any tone)', async () => {
    await fc.assert(
      fc.asyncProperty(listing, fc.double({ min: 0, max: 0.999, noNaN: true }), async (input, start) => {
        const writer = createOfflineWriter({ random: () => start });
        const { descriptions, origin: made } = await writer.describe(input, signal);
        expect(made).toEqual(origin);
        expect(descriptions).toHaveLength(input.count);
        const given = factsIn(inputText(input));
        for (const draft of descriptions) {
          expect(draft.trim()).not.toBe('');
          const stated = [...factsIn(draft)].filter((fact) => !given.has(fact));
          expect(stated, draft).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the property can fail: a draft that adds a material or a number is caught', () => {
    const input = request({ features: 'Inner zip pocket' });
    const given = factsIn(inputText(input));
    const leaks = (draft: string) => [...factsIn(draft)].filter((fact) => !given.has(fact));
    expect(leaks('Made of genuine leather, 2 pockets.').sort()).toEqual(['2', 'genuine', 'leather']);
    expect(leaks('Inner zip pocket.')).toEqual([]);
  });

  it('keeps what was given: amounts in pesos as written, sizes, and the answers under their labels', async () => {
    const [draft] = await describeWith({
      questionAnswers: [
        { id: '1', question: 'How should I wash it?', answer: 'Hand wash only' },
        { id: '2', question: 'Is cash on delivery (COD) available?', answer: 'Yes, nationwide' },
      ],
    });
    expect(draft).toContain('₱1,250 only');
    expect(draft).toContain('35 x 30 cm, fits a 13-inch laptop');
    expect(draft).toContain('Care: Hand wash only');
    expect(draft).toContain('Is cash on delivery (COD) available?\nYes, nationwide.');
    expect(draft).not.toMatch(/PHP/);
  });

  it('says pasalubong only for pasalubong', async () => {
    const pasalubong = await describeWith({
      title: 'Dried Mangoes',
      features: '200 g pack',
      category: 'Food & Beverages > Pasalubong & Delicacies',
      count: 10,
    });
    expect(pasalubong.filter((draft) => /pasalubong/i.test(draft)).length).toBeGreaterThanOrEqual(5);
    const snacks = await describeWith({
      title: 'Dried Mangoes',
      features: '200 g pack',
      category: 'Food & Beverages > Snacks',
      count: 10,
    });
    for (const draft of snacks) expect(draft).not.toMatch(/pasalubong/i);
  });
});

describe('features as sellers write them', () => {
  it('one a line, bullets dropped; one line cut at semicolons, sentence ends and comma lists', async () => {
    expect(splitFeatures('• Soft\n- Light\n✔ Easy to clean\n1. Foldable\n\n')).toEqual([
      'Soft',
      'Light',
      'Easy to clean',
      'Foldable',
    ]);
    expect(splitFeatures('Bluetooth 5.3. Up to 30 hours playtime; IPX4 splash resistant')).toEqual([
      'Bluetooth 5.3',
      'Up to 30 hours playtime',
      'IPX4 splash resistant',
    ]);
    expect(splitFeatures('Made with garlic and chili, 250 ml bottle, medium spicy, PHP 180')).toEqual([
      'Made with garlic and chili',
      '250 ml bottle',
      'medium spicy',
      '₱180',
    ]);
    expect(splitFeatures('Available in red, blue, and green')).toEqual(['Available in red, blue, and green']);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Different drafts

const firstSentence = (draft: string) => /^[^\n]*?(?:[.!?:](?=\s)|\n|$)/.exec(draft)![0];
const trigrams = (draft: string) => {
  const words = draft.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.slice(2).map((word, at) => `${words[at]} ${words[at + 1]} ${word}`));
};
const similarity = (a: Set<string>, b: Set<string>) =>
  [...a].filter((gram) => b.has(gram)).length / new Set([...a, ...b]).size;
/** The draft's outline: each paragraph as a list (its line count) or prose. */
const shape = (draft: string) =>
  draft
    .split('\n\n')
    .map((part) => (part.includes('\n') ? `list${part.split('\n').length}` : 'prose'))
    .join('/');

describe('N drafts are N different texts', () => {
  it.each(toneIds)('%s: ten drafts, each opening and laid out its own way', async (tone) => {
    const answer = { id: '1', question: 'Is it waterproof?', answer: 'No, keep it dry' };
    const drafts = await describeWith({ tone, count: 10, questionAnswers: [answer] });
    expect(drafts).toHaveLength(10);
    expect(new Set(drafts.map(firstSentence)).size).toBe(10);
    expect(new Set(drafts.map(shape)).size).toBeGreaterThanOrEqual(7);
    // Every draft carries the same facts; what the writer adds around them must differ, not only their order.
    const given = [
      ...request()
        .features.split('\n')
        .map((line) => line.slice(2)),
      answer.question,
      answer.answer,
    ];
    const frame = (draft: string) => given.reduce((text, fact) => text.split(fact).join('\n'), draft);
    const whole = drafts.map(trigrams);
    const framed = drafts.map((draft) => trigrams(frame(draft)));
    for (let a = 0; a < drafts.length; a += 1)
      for (let b = a + 1; b < drafts.length; b += 1) {
        const pair = `${drafts[a]}\n---\n${drafts[b]}`;
        expect(similarity(whole[a]!, whole[b]!), pair).toBeLessThan(0.7);
        expect(similarity(framed[a]!, framed[b]!), pair).toBeLessThan(0.5);
      }
  });

  it('the draft that opens on a feature opens on a benefit, not a spec', async () => {
    const features = '50 ml spray bottle\nLong-lasting floral scent\nGift box included';
    // Shape 4 of 10 opens on its strongest feature.
    const [draft] = await describeWith({ features, tone: 'professional' }, 0.4);
    expect(draft).toMatch(/^Long-lasting floral scent: a key feature of the /);
    expect(draft!.match(/Long-lasting floral scent/g)).toHaveLength(1);
  });

  it('asking again starts elsewhere, so "Write again" brings other drafts', async () => {
    const [first] = await describeWith({ count: 1 }, 0);
    const [again] = await describeWith({ count: 1 }, 0.5);
    expect(firstSentence(again!)).not.toBe(firstSentence(first!));
  });

  it('a title alone still gives as many different drafts, with nothing made up', async () => {
    const drafts = await describeWith({ features: '', category: null, count: 10 });
    expect(new Set(drafts).size).toBe(10);
    for (const draft of drafts) {
      expect(draft).toContain('Handwoven Abaca Tote Bag');
      expect(draft).not.toMatch(/\d/);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Tones

// prettier-ignore
const filipino = [
  'ang', 'mga', 'na', 'mo', 'ba', 'sa', 'pa', 'lang', 'ito', 'para', 'kayo', 'niya', 'dito', "'yan", 'tara',
  'sulit', 'bagay', 'hanap', 'suki', 'hindi', 'meron', 'bakit', 'dapat', 'nandito', 'naghahanap', 'swak',
  'ka', "sa'yo", "'to", 'uy', 'ano', 'kung',
];
const filipinoIn = (draft: string) =>
  new Set((draft.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter((word) => filipino.includes(word)));
const emoji = /\p{Extended_Pictographic}/u;

describe('the tone is kept', () => {
  const englishOnly = {
    title: 'Stainless Travel Tumbler',
    features: 'Keeps drinks cold\nLeak-proof lid\nFits most cup holders',
    category: 'Home & Living > Kitchenware',
    count: 10,
  };

  it('Taglish mixes Filipino into every draft, around the English product words', async () => {
    for (const draft of await describeWith({ ...englishOnly, tone: 'taglish' })) {
      expect(filipinoIn(draft).size, draft).toBeGreaterThanOrEqual(3);
      expect(draft).toContain('Leak-proof lid');
    }
  });

  it.each(['friendly', 'professional', 'playful', 'luxurious', 'persuasive'] satisfies ToneId[])(
    '%s is English only',
    async (tone) => {
      for (const draft of await describeWith({ ...englishOnly, tone }))
        expect(filipinoIn(draft), draft).toEqual(new Set());
    },
  );

  it('professional and luxurious never exclaim nor use emoji; playful always exclaims', async () => {
    for (const tone of ['professional', 'luxurious'] as const)
      for (const draft of await describeWith({ ...englishOnly, tone })) {
        expect(draft).not.toContain('!');
        expect(draft).not.toMatch(emoji);
      }
    for (const draft of await describeWith({ ...englishOnly, tone: 'playful' })) expect(draft).toContain('!');
  });

  it('persuasive ends on a reason to buy now', async () => {
    for (const draft of await describeWith({ ...englishOnly, tone: 'persuasive' }))
      expect(draft.split('\n\n').at(-1)).toMatch(/\b(?:today|now|why wait|sooner)\b/i);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Special instructions

describe('the special instructions a template can honour', () => {
  it('mention: the thing asked for leads every draft’s facts, said once', async () => {
    const before = (draft: string, first: RegExp, then: string) =>
      draft.search(first) >= 0 && draft.search(first) < draft.indexOf(then);
    for (const draft of await describeWith({
      specialInstructions: 'Mention free shipping within Metro Manila',
      count: 10,
    }))
      expect(before(draft, /free shipping within Metro Manila/i, 'Handwoven abaca'), draft).toBe(true);
    for (const draft of await describeWith({
      specialInstructions: 'Keep it short and highlight the inner zip pocket. No emojis.',
      count: 10,
    })) {
      expect(before(draft, /Inner zip pocket/, 'Handwoven abaca'), draft).toBe(true);
      expect(draft.match(/inner zip pocket/gi)).toHaveLength(1);
    }
  });

  it('avoid: features with the word are left out', async () => {
    for (const draft of await describeWith({ specialInstructions: "Don't mention the price", count: 10 })) {
      expect(draft).toContain('Inner zip pocket');
      // "the price" is not in any feature; "PHP 1,250 only" stays
      expect(draft).toContain('₱1,250');
    }
    for (const draft of await describeWith({ specialInstructions: 'Avoid laptop', count: 10 }))
      expect(draft).not.toMatch(/laptop|35 x 30/);
    for (const draft of await describeWith({
      features: 'Barcode printed inside\nCOD nationwide',
      specialInstructions: 'No COD',
      count: 10,
    })) {
      expect(draft).toContain('Barcode printed inside');
      expect(draft).not.toMatch(/\bCOD\b/);
    }
  });

  it('no emoji, no bullets, short', async () => {
    for (const draft of await describeWith({ tone: 'taglish', specialInstructions: 'No emojis', count: 10 }))
      expect(draft).not.toMatch(emoji);
    for (const draft of await describeWith({
      specialInstructions: 'No bullets, paragraphs only.',
      count: 10,
    }))
      expect(draft).not.toMatch(/^(?:• |- |— )/m);
    const long = await describeWith({ count: 10 });
    const short = await describeWith({ specialInstructions: 'Keep it short', count: 10 });
    expect(short.join('').length).toBeLessThan(long.join('').length);
    for (const draft of short) expect(draft).not.toMatch(/everyday essentials/);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Buyers' questions

const ask = (title: string, features: string, category: string | null) =>
  createOfflineWriter().askQuestions({ title, features, category, image: null }, signal);

describe("buyers' questions", () => {
  it('asks what the features leave open, for the category', async () => {
    const { questions, origin: made } = await ask(
      'Linen Blend Polo',
      '100% cotton\nMachine washable\nSizes S to XL',
      "Fashion > Men's Apparel",
    );
    expect(made).toEqual(origin);
    expect(questions).not.toContainEqual(expect.stringMatching(/made of|wash|sizes/i));
    expect(questions).toContain('Which colours or designs are available?');
    expect(questions).toContain('Is cash on delivery (COD) available?');
  });

  it('food asks about ingredients and shelf life, not sizes or fabric', async () => {
    const { questions } = await ask('Dried Mangoes', '200 g pack', 'Food & Beverages > Snacks');
    expect(questions).toContain('What are the ingredients, and are there any allergens?');
    expect(questions).toContain('What is its shelf life, or when does it expire?');
    expect(questions).not.toContainEqual(expect.stringMatching(/net weight|made of|sizes|measurements/i));
  });

  it('electronics ask about compatibility and battery unless told', async () => {
    const open = await ask('Wireless Earbuds', 'Touch controls', 'Electronics > Audio');
    expect(open.questions).toContain('Which phones, devices or models does it work with?');
    expect(open.questions).toContain('How long does the battery last, and how is it charged?');
    const told = await ask(
      'Wireless Earbuds',
      'Bluetooth 5.3\n30 hours of playtime, USB-C charging',
      'Electronics > Audio',
    );
    expect(told.questions).not.toContainEqual(expect.stringMatching(/work with|battery/i));
  });

  it('always 3 to 10 different questions, none the features answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        phrase,
        fc.array(phrase, { maxLength: 8 }),
        fc.constantFrom(...categories),
        async (title, features, category) => {
          const { questions } = await ask(title, features.join('\n'), category);
          expect(questions.length).toBeGreaterThanOrEqual(3);
          expect(questions.length).toBeLessThanOrEqual(10);
          expect(new Set(questions).size).toBe(questions.length);
          for (const question of questions) expect(question).toMatch(/^[A-Z].*\?$/);
          const listing = `${title}\n${features.join('\n')}`;
          const materials = guarded.slice(0, guarded.indexOf('philippines')).join('|');
          if (new RegExp(`\\b(?:${materials})\\b`, 'i').test(listing))
            expect(questions).not.toContainEqual(expect.stringMatching(/made of/));
          if (/\bcod\b/i.test(listing))
            expect(questions).not.toContain('Is cash on delivery (COD) available?');
          if (/\d\s*cm\b/i.test(listing))
            expect(questions).not.toContainEqual(expect.stringMatching(/measurements|sizes/));
        },
      ),
      { numRuns: 200 },
    );
    const everything = await ask(
      'Tote',
      'Cotton, 30 cm, black, hand wash, includes pouch, ships from Cebu, COD, returns accepted, ready to ship, actual photos, bulk orders welcome',
      null,
    );
    expect(everything.questions.length).toBe(3);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The background prompt

const photo = async (product: string, around: string): Promise<SourceImage> => {
  const square = await sharp({ create: { width: 200, height: 200, channels: 3, background: product } })
    .png()
    .toBuffer();
  const data = await sharp({ create: { width: 480, height: 360, channels: 3, background: around } })
    .composite([{ input: square, left: 140, top: 80 }])
    .png()
    .toBuffer();
  return { data, contentType: 'image/png', width: 480, height: 360 };
};

const surfaces = backdropSurfaces.join('|');
const colours = Object.keys(backdropColours)
  .sort((a, b) => b.length - a.length)
  .join('|');
const promptShape = new RegExp(
  `^(${surfaces}) backdrop in (${colours}) and (${colours}), (${backdropLights.join('|')}), a soft shadow under the product$`,
  'i',
);

const prompt = async (title: string, category: string | null, image: SourceImage) => {
  const answer = await createOfflineWriter().backgroundPrompt({ title, category, image }, signal);
  expect(answer.origin).toEqual(origin);
  const [, surface, main, accent, light] = promptShape.exec(answer.prompt) ?? [];
  expect(surface, answer.prompt).toBeDefined();
  return { surface: surface!.toLowerCase(), main, accent, light };
};

describe('the background prompt', () => {
  it("sets off the product's own colour, measured in the middle of the photo", async () => {
    const dark = await prompt('Leather Loafers', 'Fashion > Shoes', await photo('#151515', '#f7f7f7'));
    expect(dark).toEqual({ surface: 'gradient', main: 'cream', accent: 'sand', light: 'cool light' });
    const red = await prompt('Enamel Mug', 'Home & Living > Kitchenware', await photo('#b3201c', '#f7f7f7'));
    expect(red).toEqual({ surface: 'wood', main: 'sage', accent: 'cream', light: 'warm light' });
  });

  it('a real photo: the red espresso cup on a wooden table (tests/fixtures/ai/cup.jpg)', async () => {
    const data = await readFile(new URL('../fixtures/ai/cup.jpg', import.meta.url));
    const image: SourceImage = { data, contentType: 'image/jpeg', width: 600, height: 400 };
    expect(await prompt('Espresso Cup and Saucer', 'Home & Living > Kitchenware', image)).toEqual({
      surface: 'wood',
      main: 'sage',
      accent: 'cream',
      light: 'warm light',
    });
  });

  it('a product the colour of its table is still measured (a white mug on a white table)', async () => {
    const white = await prompt('Mug', null, await photo('#fbfbfb', '#f4f4f4'));
    expect(white).toEqual({ surface: 'studio', main: 'sage', accent: 'sand', light: 'soft light' });
  });

  it('a cut-out on a transparent background: only the product is measured', async () => {
    const square = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#23324f' } })
      .png()
      .toBuffer();
    const data = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: square, left: 90, top: 90 }])
      .png()
      .toBuffer();
    const image: SourceImage = { data, contentType: 'image/png', width: 300, height: 300 };
    expect(await prompt('Cap', 'Fashion', image)).toMatchObject({ main: 'peach', accent: 'cream' });
  });

  it('the title names the surface before the category does', async () => {
    const image = await photo('#2a4a8a', '#ffffff');
    expect((await prompt('Rash Guard Swimsuit', 'Fashion', image)).surface).toBe('beach');
    expect((await prompt('Serum', 'Health & Beauty > Skincare', image)).surface).toBe('marble');
    expect((await prompt('Throw Pillow', 'Home & Living > Home Décor', image)).surface).toBe('linen');
    expect((await prompt('Thing', 'Some Category > Made Up', image)).surface).toBe('studio');
  });

  it('stops when the request is gone', async () => {
    const gone = new AbortController();
    gone.abort();
    const image = await photo('#151515', '#ffffff');
    await expect(
      createOfflineWriter().backgroundPrompt({ title: 'Shoe', category: null, image }, gone.signal),
    ).rejects.toThrow();
  });
});
