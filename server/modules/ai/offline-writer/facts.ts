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
  features: string[];
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
      ? lines[0]!
          .split(/;\s*|(?<=[a-z)])\.\s+(?=[A-Z])/)
          .flatMap((piece) =>
            /,\s/.test(piece) && !/\band\b|\bat\b/i.test(piece) && piece.split(/,\s+/).length >= 3
              ? piece.split(/,\s+/)
              : [piece],
          )
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

const clauses = (text: string) =>
  text
    .split(
      /\r?\n|[;.!]\s*|,\s+(?=(?:and\s+)?(?:please\s+)?(?:mention|include|highlight|avoid|don'?t|do not|no)\b)/i,
    )
    .map(tidy)
    .filter(Boolean);

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
      if (avoid) instructions.avoid.push(avoid[1]!.toLowerCase());
      else if (mention) instructions.mention.push(pesos(mention[1]!));
    }
  }
  return instructions;
}

const yesOrNo = /^(?:yes|no|yep|nope|oo|opo|hindi|wala|meron|mayroon|available|not available)\b/i;

export function gatherFacts(input: FactsInput): Facts {
  const instructions = readInstructions(input.specialInstructions);
  const avoided = (piece: string) => instructions.avoid.some((word) => piece.toLowerCase().includes(word));
  const mentioned = instructions.mention.filter(
    (piece) => !input.features.toLowerCase().includes(piece.toLowerCase()),
  );
  const features = [...mentioned, ...splitFeatures(input.features)].filter((piece) => !avoided(piece));
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
    details,
    faq,
    category: parseCategory(input.category),
    instructions,
  };
}
