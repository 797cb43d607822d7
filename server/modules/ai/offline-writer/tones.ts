// The offline writer's words for each tone (decision 047). They frame the seller's facts and never state one:
// no material, size, number, origin, price, stock or delivery promise appears here, only in what was given.
// Taglish is written the way Filipino sellers write: Filipino sentences carrying English product words.
import type { ToneId } from '#schemas/ai';
import type { CategoryPath } from './facts.ts';

/** What a sentence needs to know: the title with its article, and what the category is for. */
export type Subject = {
  title: string;
  /** "the X", or the title as is when it starts with "the". */
  the: string;
  The: string;
  use: Use | null;
};

export type Use = { en: string; tl: string };

export type ToneWords = {
  /** Seven openings of different shapes; a draft set uses each once at most. */
  openers: ((subject: Subject) => string)[];
  /** A question that opens, answered by the product. */
  hook: (subject: Subject) => string;
  /** A draft that opens on its strongest feature. */
  benefit: (feature: string, subject: Subject) => string;
  /** The heading of a "why buy" list. */
  why: (subject: Subject) => string;
  /** Where the category says what it is for. */
  useLine: (use: Use) => string;
  /** An opening on what the product is for. */
  useFirst: (use: Use, subject: Subject) => string;
  /** Lead-ins for features written as prose; each ends where a capitalised feature may follow. */
  leads: string[];
  listHeads: string[];
  detailsHead: string;
  faqHead: string;
  closings: string[];
  bullet: string;
  emoji: boolean;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const the = (title: string) => (/^the\s/i.test(title) ? title : `the ${title}`);

export function subject(title: string, use: Use | null): Subject {
  const article = the(title);
  return { title, the: article, The: capitalise(article), use };
}

const pasalubongUse: Use = {
  en: 'as pasalubong for family and friends',
  tl: 'pang-pasalubong sa pamilya at barkada',
};

/** What a category's products are for, in words that claim nothing about the product itself. */
const uses: Record<string, Use> = {
  Shoes: { en: 'for every step of your day', tl: 'sa araw-araw mong lakad' },
  'Jewelry & Watches': { en: 'to finish any look', tl: 'pang-complete ng look mo' },
  'Bags & Accessories': { en: 'for your everyday essentials', tl: 'para sa everyday essentials mo' },
  Fashion: { en: 'for your everyday outfits', tl: 'pang-araw-araw na OOTD' },
  Kitchenware: { en: 'for your kitchen', tl: 'para sa kusina mo' },
  'Home & Living': { en: 'for your home', tl: 'para sa bahay mo' },
  Snacks: { en: 'for merienda', tl: 'pang-merienda' },
  'Coffee & Tea': { en: 'for your coffee and tea breaks', tl: 'pang-coffee break mo' },
  'Pasalubong & Delicacies': pasalubongUse,
  'Food & Beverages': { en: 'for your table', tl: 'para sa hapag-kainan' },
  'Health & Beauty': { en: 'for your self-care routine', tl: 'para sa self-care routine mo' },
  Electronics: { en: 'for your everyday tech', tl: 'para sa everyday gadgets mo' },
  Handicrafts: { en: 'for anyone who loves crafts', tl: 'para sa mga mahilig sa crafts' },
  'Baby & Kids': { en: 'for your little one', tl: 'para sa chikiting mo' },
  'Sports & Outdoors': { en: 'for your active days', tl: 'para sa active lifestyle mo' },
  Pets: { en: 'for your fur baby', tl: 'para sa fur baby mo' },
};

/** What the product is for: pasalubong when the seller says so, else by its category. */
export const useOf = (category: CategoryPath | null, pasalubong: boolean): Use | null =>
  pasalubong
    ? pasalubongUse
    : category
      ? (uses[category.child ?? ''] ?? uses[category.parent] ?? null)
      : null;

export const toneWords: Record<ToneId, ToneWords> = {
  friendly: {
    openers: [
      (s) => `Meet ${s.the}, a little everyday upgrade you'll be glad you made.`,
      (s) => `Here's something we think you'll love: ${s.the}.`,
      (s) => `Been looking for something like this? ${s.The} might be it.`,
      (s) => `${s.title}: simple, easy to love, and made for you.`,
      (s) => `We're happy to share ${s.the} with you.`,
      (s) => `Your day just got a bit brighter with ${s.the}.`,
      (s) => `Say hello to ${s.the}!`,
    ],
    hook: (s) => `Looking for something new ${s.use?.en ?? 'to love'}? ${s.The} is a lovely place to start.`,
    benefit: (feature, s) => `${feature}: that's what ${s.the} is all about.`,
    why: (s) => `Why you'll love ${s.the}:`,
    useLine: (use) => `A lovely pick ${use.en}.`,
    useFirst: (use, s) => `${capitalise(use.en)}, with love: ${s.the}.`,
    leads: ['The best part? ', "You'll also like this: ", 'And there is more: ', 'Even better: '],
    listHeads: ["What's to love:", 'Features:', 'Highlights:', 'A closer look:'],
    detailsHead: 'Good to know:',
    faqHead: 'You asked, we answered:',
    closings: [
      'Add it to your cart and make it yours.',
      'Send us a message if you have any questions. Happy shopping!',
      'We hope it makes your day a little nicer.',
      'Go ahead, treat yourself.',
      'Thanks for checking it out, and happy shopping!',
      'Ready when you are: just tap Add to Cart.',
      'Questions? Just send us a message.',
    ],
    bullet: '• ',
    emoji: false,
  },
  professional: {
    openers: [
      (s) => `Introducing ${s.the}.`,
      (s) => `Product overview: ${s.title}.`,
      (s) => `This listing is for ${s.the}.`,
      (s) => `${s.title}: features and details.`,
      (s) => `Below are the details of ${s.the}.`,
      (s) => `Please review the features of ${s.the} before ordering.`,
      (s) => `${s.The}, described in brief.`,
    ],
    hook: (s) => `Considering ${s.the}? Here is what it offers.`,
    benefit: (feature, s) => `${feature}: a key feature of ${s.the}.`,
    why: (s) => `Why choose ${s.the}:`,
    useLine: (use) => `Intended ${use.en}.`,
    useFirst: (use, s) => `${capitalise(use.en)}: ${s.the}.`,
    leads: ['Key feature: ', 'In addition: ', 'Also: ', 'Further: '],
    listHeads: ['Features:', 'Key features:', 'Specifications:', 'Details:'],
    detailsHead: 'Product details:',
    faqHead: 'Frequently asked questions:',
    closings: [
      'For questions, please message us before ordering.',
      'Add to cart to order.',
      'Please check the details above before placing your order.',
      'Thank you for shopping with us.',
      'Kindly read the details above, then add to cart.',
      'For more information, please send us a message.',
      'Add to cart when ready.',
    ],
    bullet: '- ',
    emoji: false,
  },
  playful: {
    openers: [
      (s) => `Psst! ${s.The} is here, and it's kind of a big deal.`,
      (s) => `Warning: ${s.the} may cause sudden happiness!`,
      (s) => `Plot twist: your cart was missing ${s.the} all along.`,
      (s) => `Knock knock. Who's there? ${s.The}!`,
      (s) => `${s.title}, because "just browsing" never lasts.`,
      (s) => `Cart feeling empty? ${s.The} fixes that!`,
      (s) => `Drumroll, please... ${s.the}!`,
    ],
    hook: (s) => `Quick question: is your cart ready for ${s.the}? Because it's ready for you!`,
    benefit: (feature, s) => `${feature}? Yep, that's ${s.the}!`,
    why: (s) => `Reasons to add ${s.the} to your cart (besides the obvious):`,
    useLine: (use) => `Perfect ${use.en}, obviously!`,
    useFirst: (use, s) => `${capitalise(use.en)}? Say no more: ${s.the}!`,
    leads: ['Fun fact: ', 'Oh, and: ', 'Plus! ', 'Bonus: '],
    listHeads: ['The good stuff:', 'Why it rocks:', 'Highlights!', 'What makes it fun:'],
    detailsHead: 'The nitty-gritty:',
    faqHead: 'Things you might be wondering:',
    closings: [
      'Go on, add it to your cart. You know you want to!',
      'Your cart called. It wants this!',
      'Tap that button before you overthink it!',
      'Treat yourself. No regrets!',
      'Cart, meet your new best friend!',
      'Add to cart, then do a little happy dance!',
      'Life is short. Add it to your cart!',
    ],
    bullet: '✨ ',
    emoji: true,
  },
  luxurious: {
    openers: [
      (s) => `Discover ${s.the}.`,
      (s) => `Some things are simply made to be noticed. ${s.The} is among them.`,
      (s) => `Understated, considered, yours: ${s.the}.`,
      (s) => `Elevate the everyday with ${s.the}.`,
      (s) => `For those who appreciate the finer details: ${s.the}.`,
      (s) => `${s.title}. An invitation to indulge.`,
      (s) => `Quiet elegance, in ${s.the}.`,
    ],
    hook: (s) => `What makes something truly worth having? ${s.The} answers with quiet confidence.`,
    benefit: (feature, s) => `${feature}. Such is ${s.the}.`,
    why: (s) => `What sets ${s.the} apart:`,
    useLine: (use) => `A refined choice ${use.en}.`,
    useFirst: (use, s) => `${capitalise(use.en)}, only the best: ${s.the}.`,
    leads: ['Consider this: ', 'Equally: ', 'And, with care: ', 'Note too: '],
    listHeads: ['The details:', 'Distinctions:', 'Signature details:', 'Of note:'],
    detailsHead: 'Particulars:',
    faqHead: 'Your questions, answered:',
    closings: [
      'Make it yours.',
      'An indulgence you will return to, again and again.',
      'Treat yourself to something exceptional.',
      'Because you deserve the finer things.',
      'Yours to discover.',
      'A small luxury, made for your everyday.',
      'Indulge, thoughtfully.',
    ],
    bullet: '— ',
    emoji: false,
  },
  persuasive: {
    openers: [
      (s) => `Why settle for less? Get ${s.the}.`,
      (s) => `Here's why ${s.the} belongs in your cart.`,
      (s) => `You deserve ${s.the}, and here's why.`,
      (s) => `Stop scrolling: ${s.the} is what you've been looking for.`,
      (s) => `Make the smart choice: ${s.the}.`,
      (s) => `Still thinking it over? Let ${s.the} convince you.`,
      (s) => `Your search ends here: ${s.the}.`,
    ],
    hook: (s) => `What if your next favourite was just a tap away? It is: ${s.the}.`,
    benefit: (feature, s) => `${feature}. That alone makes ${s.the} worth a look.`,
    why: (s) => `Reasons to get ${s.the} today:`,
    useLine: (use) => `The smart pick ${use.en}.`,
    useFirst: (use, s) => `${capitalise(use.en)}, this is it: ${s.the}.`,
    leads: ['Best of all: ', 'On top of that: ', 'And yes: ', "Don't forget: "],
    listHeads: ['Why buyers choose it:', 'What you get out of it:', 'The benefits:', 'Why it is worth it:'],
    detailsHead: 'Before you buy:',
    faqHead: 'Your questions, answered:',
    closings: [
      'Why wait? Add it to your cart today.',
      'Order now and see the difference for yourself.',
      "Add to cart now. You'll be glad you did.",
      'Checkout today and enjoy it sooner.',
      'Add it to your cart now and treat yourself today.',
      "Don't wait: make it yours today.",
      'The best time to order is now.',
    ],
    bullet: '✅ ',
    emoji: true,
  },
  taglish: {
    openers: [
      (s) => `Hanap mo ba ang ${s.title}? Nandito na!`,
      (s) => `Mga suki, meet ${s.the}!`,
      (s) => `Ito na ang ${s.title} na hinihintay mo.`,
      (s) => `Sulit na sulit ang ${s.title}, promise!`,
      (s) => `Bagay na bagay sa'yo ang ${s.title}.`,
      (s) => `Uy, check mo 'to: ang ${s.title}!`,
      (s) => `Presenting ang ${s.title}, mga ka-suki!`,
    ],
    hook: (s) => `Naghahanap ka ba ng bago ${s.use?.tl ?? 'na magugustuhan mo'}? Try mo na ang ${s.title}!`,
    benefit: (feature, s) => `${feature}: 'yan ang ${s.title}!`,
    why: (s) => `Bakit dapat ang ${s.title}?`,
    useLine: (use) => `Swak na swak ${use.tl}!`,
    useFirst: (use, s) => `${capitalise(use.tl)}? Ito na ang ${s.title}!`,
    leads: ['Ang best part? ', 'Dagdag pa: ', "At hindi lang 'yan: ", 'Meron pa: '],
    listHeads: ['Mga features:', 'Bakit sulit:', 'Highlights niya:', 'Ang meron dito:'],
    detailsHead: 'Mga detalye:',
    faqHead: 'Mga tanong ng buyers:',
    closings: [
      'Order na, mga suki!',
      'Tara, i-add to cart mo na!',
      'Message lang kung may tanong kayo, at add to cart na!',
      'I-add to cart mo na, hindi ka magsisisi!',
      'Ano pang hinihintay mo? Checkout na!',
      "Sige na, i-checkout mo na 'yan!",
      'Kita-kits sa checkout, mga suki!',
    ],
    bullet: '✔ ',
    emoji: true,
  },
};
