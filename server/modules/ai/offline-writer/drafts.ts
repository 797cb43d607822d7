// Drafts from the seller's facts in ten shapes (decision 047): each opens differently and orders its parts
// differently (a list, prose, a spec sheet, a question, the strongest feature first, one paragraph, answers
// first, highlights and the rest, reasons why, what it is for), so N drafts are N different texts, not one
// text with its words swapped. Every fact in a draft is a piece of the input; the tone gives the rest.
import type { ToneId } from '#schemas/ai';
import type { Facts } from './facts.ts';
import { subject, toneWords, useOf, type Subject, type ToneWords } from './tones.ts';

type Draft = {
  facts: Facts;
  words: ToneWords;
  subject: Subject;
  bullets: boolean;
  emoji: boolean;
  bullet: string;
  /** The draft's shape: its lead-ins and closing go with it, so two shapes never share both. */
  shape: number;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => capitalise(/[.!?…:)]$/u.test(text) ? text : `${text}.`);
const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;
/** The features in another order, those the seller asked to mention still first. */
function rotated({ facts }: Draft, by: number): string[] {
  const lead = facts.features.slice(0, facts.leading);
  const rest = facts.features.slice(facts.leading);
  const at = rest.length === 0 ? 0 : by % rest.length;
  return [...lead, ...rest.slice(at), ...rest.slice(0, at)];
}

const paragraphs = (...parts: (string | null | false | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join('\n\n');

/** Items as a list under a heading, or as sentences when the seller wants no lists. */
function list(draft: Draft, head: string, items: readonly string[]): string | null {
  if (items.length === 0) return null;
  if (!draft.bullets) return `${head} ${items.map(sentence).join(' ')}`;
  return [head, ...items.map((item) => `${draft.bullet}${capitalise(item)}`)].join('\n');
}

const detailLines = (facts: Facts) => facts.details.map(({ label, value }) => `${label}: ${value}`);

type FaqStyle = 'headed' | 'marked' | 'inline';

/** Answered questions under the tone's heading, marked Q and A as on a spec sheet, or run into the text. */
function faq(draft: Draft, style: FaqStyle = 'headed'): string | null {
  if (draft.facts.faq.length === 0) return null;
  const pairs = draft.facts.faq.map(({ question, answer }) =>
    style === 'marked'
      ? `Q: ${question}\nA: ${sentence(answer)}`
      : `${question}${style === 'inline' ? ' ' : '\n'}${sentence(answer)}`,
  );
  return style === 'inline' ? pairs.join(' ') : [draft.words.faqHead, ...pairs].join('\n');
}

/** Features as prose, each after a lead-in that lets any phrase follow it. */
function prose(draft: Draft, features: readonly string[]): string | null {
  if (features.length === 0) return null;
  return features
    .map(
      (feature, at) =>
        (at % 2 === 0 ? pick(draft.words.leads, draft.shape + at / 2) : '') + sentence(feature),
    )
    .join(' ');
}

/**
 * The feature to open on: one the seller asked to mention, else the first that says what the product does
 * or is like (no digits: a benefit rather than a spec such as "50 ml").
 */
function strongest(facts: Facts): number {
  if (facts.leading > 0) return 0;
  return Math.max(
    0,
    facts.features.findIndex((feature) => !/\d/.test(feature)),
  );
}

const opener = (draft: Draft, slot: number) => pick(draft.words.openers, slot)(draft.subject);
/** Each shape's closing (tones have seven): the shapes that share one are the least alike. */
const closingOfShape = [0, 1, 2, 3, 4, 5, 6, 1, 5, 6];
const closing = (draft: Draft) => pick(draft.words.closings, closingOfShape[draft.shape]!);
const useLine = (draft: Draft) => (draft.subject.use ? draft.words.useLine(draft.subject.use) : null);
const details = (draft: Draft) => list(draft, draft.words.detailsHead, detailLines(draft.facts));

const layouts: ((draft: Draft) => string)[] = [
  // A list under a warm opening.
  (draft) =>
    paragraphs(
      [opener(draft, 0), useLine(draft)].filter(Boolean).join(' '),
      list(draft, pick(draft.words.listHeads, 0), draft.facts.features),
      details(draft),
      faq(draft),
      closing(draft),
    ),
  // Prose only.
  (draft) =>
    paragraphs(
      opener(draft, 1),
      prose(draft, draft.facts.features),
      draft.facts.details.length > 0 ? detailLines(draft.facts).map(sentence).join(' ') : null,
      faq(draft),
      [useLine(draft), closing(draft)].filter(Boolean).join(' '),
    ),
  // A spec sheet under the title.
  (draft) =>
    paragraphs(
      draft.emoji ? `${draft.bullet}${draft.subject.title}` : draft.subject.title,
      useLine(draft),
      list(draft, pick(draft.words.listHeads, 1), [...draft.facts.features, ...detailLines(draft.facts)]),
      faq(draft, 'marked'),
      closing(draft),
    ),
  // A question answered by the product.
  (draft) =>
    paragraphs(
      draft.words.hook(draft.subject),
      prose(draft, rotated(draft, 1)),
      details(draft),
      faq(draft),
      closing(draft),
    ),
  // The strongest feature first, the answers run on after the list.
  (draft) => {
    const { features } = draft.facts;
    const first = features[strongest(draft.facts)];
    const rest = features.filter((feature) => feature !== first);
    return paragraphs(
      first ? draft.words.benefit(capitalise(first), draft.subject) : opener(draft, 6),
      list(draft, pick(draft.words.listHeads, 2), rest),
      [...detailLines(draft.facts).map(sentence), faq(draft, 'inline')].filter(Boolean).join(' '),
      [useLine(draft), closing(draft)].filter(Boolean).join(' '),
    );
  },
  // One short paragraph.
  (draft) =>
    [
      opener(draft, 2),
      ...draft.facts.features.map(sentence),
      ...detailLines(draft.facts).map(sentence),
      faq(draft, 'inline'),
      closing(draft),
    ]
      .filter(Boolean)
      .join(' '),
  // Answers first, then the features.
  (draft) =>
    paragraphs(
      opener(draft, 3),
      details(draft),
      faq(draft),
      list(draft, pick(draft.words.listHeads, 3), rotated(draft, 2)),
      [useLine(draft), closing(draft)].filter(Boolean).join(' '),
    ),
  // Highlights, then the rest.
  (draft) =>
    paragraphs(
      opener(draft, 4),
      list(draft, pick(draft.words.listHeads, 2), draft.facts.features.slice(0, 3)),
      list(draft, draft.words.detailsHead, [...draft.facts.features.slice(3), ...detailLines(draft.facts)]),
      faq(draft),
      closing(draft),
    ),
  // Reasons why.
  (draft) =>
    paragraphs(
      list(draft, draft.words.why(draft.subject), [...draft.facts.features, ...detailLines(draft.facts)]) ??
        opener(draft, 6),
      faq(draft),
      useLine(draft),
      closing(draft),
    ),
  // What it is for, first.
  (draft) =>
    paragraphs(
      draft.subject.use ? draft.words.useFirst(draft.subject.use, draft.subject) : opener(draft, 5),
      prose(draft, rotated(draft, 2)),
      details(draft),
      faq(draft),
      closing(draft),
    ),
];

/** How many shapes there are: a set of drafts up to this size never repeats one. */
export const draftShapes = layouts.length;

/**
 * `count` drafts in different shapes, starting at shape `start` (a different start each time the seller asks
 * again, so "Write again" brings new drafts).
 */
export function writeDrafts(facts: Facts, tone: ToneId, count: number, start: number): string[] {
  const words = toneWords[tone];
  const pasalubong = /pasalubong/i.test(
    [facts.title, ...facts.features, facts.category?.parent, facts.category?.child].join(' '),
  );
  const emoji = facts.instructions.emoji ?? words.emoji;
  // A short draft leaves out what the product is for: the one sentence that carries no fact of the seller's.
  const draftSubject = subject(
    facts.title,
    facts.instructions.short ? null : useOf(facts.category, pasalubong),
  );
  return Array.from({ length: count }, (_, index) => {
    const shape = (start + index) % layouts.length;
    const draft: Draft = {
      facts,
      words,
      subject: draftSubject,
      bullets: facts.instructions.bullets ?? true,
      emoji,
      bullet: emoji ? (words.emoji ? words.bullet : '✨ ') : words.emoji ? '• ' : words.bullet,
      shape,
    };
    return layouts[shape]!(draft);
  });
}
