// What buyers on a Philippine marketplace ask before they buy, by category (decision 047): each topic knows
// the words that show a listing already answers it, so the writer asks only what is missing, and the label
// an answer to it gets in a draft.
import type { CategoryPath } from './facts.ts';

type Topic = {
  label: string;
  question: string;
  /** The question worded for categories where it differs. */
  worded?: readonly (readonly [readonly string[], string])[];
  /** The title or features already say this. */
  answered: { test(listing: string): boolean };
  /** Where buyers ask it. */
  applies: (category: CategoryPath | null) => boolean;
};

const is = (category: CategoryPath | null, ...names: string[]) =>
  category !== null && (names.includes(category.parent) || names.includes(category.child ?? ''));

const anyOf = (...patterns: RegExp[]) => ({
  test: (listing: string) => patterns.some((pattern) => pattern.test(listing)),
});

const everywhereBut =
  (...names: string[]) =>
  (category: CategoryPath | null) =>
    !is(category, ...names);

const materials =
  'cotton|polyester|spandex|nylon|rayon|denim|linen|silk|satin|wool|leather|suede|canvas|rubber|foam|' +
  'plastic|acrylic|resin|silicone|glass|ceramic|porcelain|stoneware|clay|wood|wooden|bamboo|rattan|abaca|' +
  'buri|pandan|jute|narra|mahogany|acacia|metal|steel|stainless|iron|aluminium|aluminum|copper|brass|gold|' +
  'silver|titanium|capiz|shell|pearl|paper|cork|marble|stone|fabric|material|gawa sa|yari sa|' +
  'velvet|lace|mesh|chiffon|jersey|fleece|knit|knitted|crochet|corduroy|tweed|faux|plush|latex|vinyl|pvc|' +
  'enamel|crystal|gemstone|zinc|alloy|chrome|granite|terracotta|earthenware|twill|microfiber|lycra|viscose|' +
  "hemp|sisal|seagrass|banig|pina|piña|inabel|t'nalak";

const colours =
  'colou?rs?|kulay|black|white|red|blue|green|yellow|orange|pink|purple|violet|brown|beige|cream|grey|gray|navy|maroon|khaki|nude|gold|silver|shades?|variants?|designs?';

const topics: readonly Topic[] = [
  {
    label: 'Size',
    question: 'What are its exact measurements?',
    worded: [
      [['Shoes'], 'Is it true to size, and which sizes are available?'],
      [['Fashion'], 'What sizes are available, and do you have a size chart?'],
    ],
    // Letter sizes count only in capitals: a lone "s" or "m" is more often an English word's tail.
    answered: anyOf(
      /\b(?:sizes?|sizing|small|medium|large|free ?size|cm|mm|inch(?:es)?|ft|dimensions?|measure\w*|length|width|height|diameter|fits?|capacity)\b|\d\s*(?:cm|mm|in|ft|"|')|\d\s*[x×]\s*\d/i,
      /\b(?:[SML]|XS|X{1,3}L|\dXL)\b/,
    ),
    applies: everywhereBut('Food & Beverages', 'Health & Beauty', 'Pet Food', 'Mobile Accessories', 'Audio'),
  },
  {
    label: 'Material',
    question: 'What is it made of?',
    worded: [[['Fashion'], 'What fabric or material is it made of?']],
    answered: new RegExp(`(?<![\\p{L}\\p{N}])(?:${materials})(?![\\p{L}\\p{N}])`, 'iu'),
    applies: everywhereBut('Food & Beverages', 'Health & Beauty', 'Pet Food'),
  },
  {
    label: 'Colours',
    question: 'Which colours or designs are available?',
    worded: [[['Makeup'], 'Which shades are available?']],
    answered: new RegExp(`\\b(?:${colours})\\b`, 'i'),
    applies: everywhereBut(
      'Food & Beverages',
      'Skincare',
      'Hair Care',
      'Personal Care',
      'Fragrances',
      'Pet Food',
    ),
  },
  {
    label: 'Ingredients',
    question: 'What are the ingredients, and are there any allergens?',
    answered: /ingredient|allergen|contains|made with|\bnuts?\b|gluten|sugar|dairy|\bsoy\b|sangkap/i,
    applies: (category) =>
      is(category, 'Food & Beverages', 'Skincare', 'Hair Care', 'Personal Care', 'Makeup', 'Pet Food'),
  },
  {
    label: 'Net content',
    question: 'What is the net weight or volume of each pack?',
    answered:
      /\d\s*(?:g|kg|grams?|kilos?|ml|l|liters?|litres?|oz|lbs?)\b|net\s*(?:wt|weight|content)|volume|weight/i,
    applies: (category) => is(category, 'Food & Beverages', 'Health & Beauty', 'Pet Food'),
  },
  {
    label: 'Shelf life',
    question: 'What is its shelf life, or when does it expire?',
    answered: /expir|best before|shelf life|consume (?:within|before)|good for \d/i,
    applies: (category) =>
      is(category, 'Food & Beverages', 'Skincare', 'Makeup', 'Hair Care', 'Pet Food', 'Baby Care', 'Feeding'),
  },
  {
    label: 'Storage',
    question: 'How should it be stored once opened?',
    answered: /\bstore\b|storage|refrigerat|ref\b|room temperature|chill|freez|airtight/i,
    applies: (category) => is(category, 'Food & Beverages', 'Pet Food'),
  },
  {
    label: 'Skin type',
    question: 'Which skin types is it suitable for?',
    answered: /skin type|sensitive|oily|dry skin|all skin|acne|dermatolog/i,
    applies: (category) => is(category, 'Skincare', 'Makeup', 'Personal Care'),
  },
  {
    label: 'FDA registration',
    question: 'Is it FDA-registered?',
    answered: /\bfda\b/i,
    applies: (category) => is(category, 'Food & Beverages', 'Health & Beauty', 'Baby Care', 'Feeding'),
  },
  {
    label: 'Compatibility',
    question: 'Which phones, devices or models does it work with?',
    answered:
      /compatib|iphone|android|samsung|xiaomi|oppo|vivo|realme|huawei|\busb\b|type-?c|lightning|bluetooth|windows|mac(?:os|book)?|ios|universal/i,
    applies: (category) => is(category, 'Electronics'),
  },
  {
    label: 'Battery',
    question: 'How long does the battery last, and how is it charged?',
    answered: /battery|mah|charg|rechargeable|hours? of|playtime|watts?|volts?|\d\s*w\b|plug|power/i,
    applies: (category) => is(category, 'Audio', 'Smart Home', 'Cameras'),
  },
  {
    label: 'Age',
    question: 'What age is it suitable for?',
    answered: /\bages?\b|months?|years?|yrs|\d\s*\+|toddler|newborn|infant|taon/i,
    applies: (category) => is(category, 'Baby & Kids', "Kids' Clothing"),
  },
  {
    label: 'Safety',
    question: 'Is it BPA-free and safe for children?',
    answered: /\bbpa\b|non-?toxic|\bsafe\b|certified|lead-?free/i,
    applies: (category) => is(category, 'Baby & Kids'),
  },
  {
    label: 'Best for',
    question: 'Which pet sizes, breeds or ages is it for?',
    answered:
      /breed|small dogs?|large dogs?|puppy|puppies|kitten|adult|senior|all (?:life )?stages|cats? and dogs?/i,
    applies: (category) => is(category, 'Pets'),
  },
  {
    label: 'Care',
    question: 'How do I clean and care for it?',
    worded: [[['Fashion', 'Bedding & Bath', 'Traditional Textiles'], 'How should I wash it?']],
    answered: /wash|clean|care|dishwasher|dry ?clean|\biron\b|wipe|laba/i,
    applies: (category) =>
      is(
        category,
        'Fashion',
        'Home & Living',
        'Handicrafts',
        'Baby & Kids',
        'Pet Accessories',
        'Sports & Outdoors',
      ),
  },
  {
    label: 'Assembly',
    question: 'Does it need assembly, and are the tools included?',
    answered: /assembl|ready to use|knock-?down|pre-?assembled/i,
    applies: (category) =>
      is(category, 'Furniture', 'Storage & Organization', 'Fitness', 'Cycling', 'Camping & Hiking'),
  },
  {
    label: 'Handmade',
    question: 'Is each piece handmade, and will mine look exactly like the photo?',
    answered: /handmade|hand-?(?:woven|made|carved|painted|crafted|stitched)|made to order|each piece/i,
    applies: (category) => is(category, 'Handicrafts'),
  },
  {
    label: 'Authenticity',
    question: 'Is it original and authentic?',
    answered: /original|authentic|genuine|legit|\boem\b|class a/i,
    applies: (category) =>
      is(category, 'Electronics', 'Health & Beauty', 'Bags & Accessories', 'Jewelry & Watches', 'Shoes'),
  },
  {
    label: 'Warranty',
    question: 'Does it come with a warranty, and for how long?',
    answered: /warranty|guarantee|garantiya/i,
    applies: (category) =>
      is(category, 'Electronics', 'Furniture', 'Kitchenware', 'Cycling', 'Fitness', 'Jewelry & Watches'),
  },
  {
    label: 'In the box',
    question: 'What is included in the package?',
    answered: /includ|in the box|comes with|set of|inclusions?|\bpcs\b|pieces|bundle|kasama/i,
    applies: () => true,
  },
  {
    label: 'Shipping',
    question: 'Where do you ship from, and how long does delivery take?',
    answered: /\bship|deliver|dispatch|lalamove|courier|j&t|\blbc\b|ninja ?van|same[- ]day|padala/i,
    applies: () => true,
  },
  {
    label: 'Payment',
    question: 'Is cash on delivery (COD) available?',
    answered: /\bcod\b|cash on delivery|gcash|maya|payment/i,
    applies: () => true,
  },
  {
    label: 'Returns',
    question: 'Can I return or exchange it if there is a problem?',
    answered: /return|refund|exchange|replace/i,
    applies: () => true,
  },
  {
    label: 'Stock',
    question: 'Is it ready to ship, or made to order?',
    answered: /ready to ship|on hand|made to order|pre-?order|in stock|onhand/i,
    applies: () => true,
  },
  {
    label: 'Photos',
    question: 'Can you send more photos or a video of the actual item?',
    answered: /actual (?:photos?|pics?|video)|real (?:photos?|pics?)/i,
    applies: () => true,
  },
  {
    label: 'Bulk orders',
    question: 'Do you offer a discount for bulk orders?',
    answered: /bulk|wholesale|discount|reseller/i,
    applies: () => true,
  },
];

/** The most questions offered at once: enough to fill the gaps, few enough that a seller answers them. */
const questionsOffered = 8;

/** Asked when a listing already answers nearly everything, so there are always at least three. */
const openEnded = [
  'Is there anything buyers should know before ordering?',
  'Can I message you first if I have more questions?',
  'Who do I contact if my order arrives with a problem?',
];

const wording = (topic: Topic, category: CategoryPath | null) =>
  topic.worded?.find(([names]) => is(category, ...names))?.[1] ?? topic.question;

/** Buyers' questions the title and features leave open, the category's own first; 3 to 8 of them. */
export function openQuestions(listing: string, category: CategoryPath | null): string[] {
  const open = topics
    .filter((topic) => topic.applies(category) && !topic.answered.test(listing))
    .slice(0, questionsOffered)
    .map((topic) => wording(topic, category));
  return [...open, ...openEnded].slice(0, Math.max(open.length, openEnded.length));
}

const key = (question: string) => question.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The topic of a question the writer asked, in any of its wordings. A seller's own question has none: its
 * answer stays beside it, since a label of ours could say more than the seller did.
 */
export function topicOfQuestion(question: string): Topic | null {
  const asked = key(question);
  return (
    topics.find(
      (topic) => key(topic.question) === asked || topic.worded?.some(([, text]) => key(text) === asked),
    ) ?? null
  );
}
