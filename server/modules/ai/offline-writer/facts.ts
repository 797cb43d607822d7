// What the offline writer may say: the seller's own words, cut into pieces it can arrange (decision 047).
// Nothing here adds a fact: features are split and tidied, answers labelled by the question they answer, and
// special instructions read for the few things a template can honour (length, lists, emoji, mention, avoid).
import type { QuestionAnswer } from '#schemas/ai';
import { topicOfQuestion } from './topics.ts';

export type CategoryPath = { parent: string; child: string | null };

export type Instructions = {
  short: boolean;
  /** null: the tone decides. */
  bullets: boolean | null;
  emoji: boolean | null;
  /** Things the seller asked to mention, put first. */
  mention: string[];
  /** Words whose features are left out. */
  avoid: string[];
};

export type Facts = {
  title: string;
  /** The seller's features, those the instructions ask to mention first. */
  features: string[];
  /** How many features lead because the seller asked: a draft that reorders features keeps them first. */
  leading: number;
  /** Answers to questions the writer knows, as "Label: answer". */
  details: { label: string; value: string }[];
  /** Other answers, kept as the question and its answer. */
  faq: { question: string; answer: string }[];
  category: CategoryPath | null;
  instructions: Instructions;
};

export type FactsInput = {
  title: string;
  features: string;
  specialInstructions: string;
  category: string | null;
  questionAnswers: QuestionAnswer[];
};

const tidy = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Peso amounts written the market's way (₱1,200), the digits exactly as given. */
const pesos = (value: string) => value.replace(/(^|[\s(])(?:PHP|Php|php|PhP)\s?(?=\d)/g, '$1₱');

const bullet = /^(?:[-*•·✔✓✅▪►>]+|\d{1,2}[.)])\s+/u;
const trailingStop = /[.;,]+$/;

/** One feature a line; a single line is cut at semicolons and sentence ends, then at commas if a list. */
export function splitFeatures(features: string): string[] {
  const lines = features
    .split(/\r?\n/)
    .map((line) => tidy(line).replace(bullet, ''))
    .filter(Boolean);
  const pieces =
    lines.length === 1
      ? lines[0]!.split(/;\s*|(?<=[\p{L}\d)])\.\s+(?=\p{Lu})/u).flatMap((piece) => {
          // "A, B, C" is a list of features; "red, blue and green" is one feature naming a list.
          const items = piece.split(/,\s+/);
          return items.length >= 3 && !items.slice(1).some((item) => /^(?:and|or|at|o|&)\b/i.test(item))
            ? items
            : [piece];
        })
      : lines;
  const seen = new Set<string>();
  return pieces
    .map((piece) => pesos(tidy(piece).replace(trailingStop, '')))
    .filter((piece) => {
      const key = piece.toLowerCase();
      if (!piece || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function parseCategory(category: string | null): CategoryPath | null {
  if (!category) return null;
  const [parent, child] = category.split('>').map(tidy);
  return parent ? { parent, child: child || null } : null;
}

const instructionVerb =
  "(?:please\\s+)?(?:mention|include|highlight|emphasi[sz]e|stress|avoid|don'?t|do not|never|no|without|use|keep|make|isama|banggitin|huwag|walang)\\b";
const clauseBreak = new RegExp(
  `\\r?\\n|[;!?]\\s*|\\.\\s+|,?\\s+(?:and|at)\\s+(?=${instructionVerb})|,\\s+(?=${instructionVerb})`,
  'i',
);

const withoutArticle = (phrase: string) =>
  phrase.replace(/^(?:the|our|its|this|ang|yung|'yung)\s+/i, '').replace(trailingStop, '');

const clauses = (text: string) => text.split(clauseBreak).map(tidy).filter(Boolean);

/** The instructions a template can honour; the rest are for a language model (the origin label says so). */
export function readInstructions(text: string): Instructions {
  const instructions: Instructions = { short: false, bullets: null, emoji: null, mention: [], avoid: [] };
  for (const clause of clauses(text)) {
    if (/\b(?:no|without|avoid|don'?t use|do not use|walang)\s+emojis?\b/i.test(clause))
      instructions.emoji = false;
    else if (/\bemojis?\b/i.test(clause)) instructions.emoji = true;
    else if (/\b(?:no|without|avoid)\s+(?:bullets?|lists?)\b|\bparagraphs? only\b/i.test(clause))
      instructions.bullets = false;
    else if (/\b(?:bullets?|bullet points|list)\b/i.test(clause)) instructions.bullets = true;
    else if (/\b(?:short|shorter|brief|concise|maikli|maiksi)\b/i.test(clause)) instructions.short = true;
    else {
      const avoid =
        /^(?:please\s+)?(?:don'?t mention|do not mention|avoid mentioning|avoid|never mention|huwag (?:banggitin|isama)|no)\s+(.+)$/i.exec(
          clause,
        );
      const mention =
        /^(?:please\s+)?(?:mention|include|highlight|emphasi[sz]e|stress|isama|banggitin)\s+(?:that\s+)?(.+)$/i.exec(
          clause,
        );
      if (avoid) instructions.avoid.push(withoutArticle(avoid[1]!).toLowerCase());
      else if (mention) instructions.mention.push(pesos(withoutArticle(mention[1]!)));
    }
  }
  return instructions;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const yesOrNo = /^(?:yes|no|yep|nope|oo|opo|hindi|wala|meron|mayroon|available|not available)\b/i;

export function gatherFacts(input: FactsInput): Facts {
  const instructions = readInstructions(input.specialInstructions);
  // Whole words only: leaving out "cod" must not take "barcode" with it.
  const avoidedWords = instructions.avoid.map(
    (words) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(words)}(?![\\p{L}\\p{N}])`, 'iu'),
  );
  const avoided = (piece: string) => avoidedWords.some((words) => words.test(piece));
  // What the seller asks to mention goes first: the feature that says it, or the words as written.
  const given = splitFeatures(input.features);
  const lead = [
    ...new Set(
      instructions.mention.map(
        (words) => given.find((feature) => feature.toLowerCase().includes(words.toLowerCase())) ?? words,
      ),
    ),
  ].filter((piece) => !avoided(piece));
  const features = [...new Set([...lead, ...given])].filter((piece) => !avoided(piece));
  const details: Facts['details'] = [];
  const faq: Facts['faq'] = [];
  for (const { question, answer } of input.questionAnswers) {
    const value = pesos(tidy(answer).replace(trailingStop, ''));
    if (!value || avoided(value) || avoided(question)) continue;
    const topic = topicOfQuestion(question);
    if (topic && !yesOrNo.test(value)) details.push({ label: topic.label, value });
    else faq.push({ question: tidy(question), answer: value });
  }
  return {
    title: tidy(input.title).replace(trailingStop, ''),
    features,
    leading: lead.length,
    details,
    faq,
    category: parseCategory(input.category),
    instructions,
  };
}
