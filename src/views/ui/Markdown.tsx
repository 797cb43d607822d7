// Light Markdown (headings, paragraphs, lists, emphasis, links) as React elements, for text that admins
// write, such as the privacy policy. It never produces HTML from the text, so nothing in it can run.
import { Fragment, type ReactNode } from 'react';
import { Heading } from './Heading.tsx';
import { Link } from './Link.tsx';
import * as styles from './Markdown.css.ts';

type Block =
  | { kind: 'heading'; depth: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bulletLine = /^\s*[-*+]\s+(.*)$/;
const numberedLine = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** The blocks of the text. A line break inside a paragraph is kept: addresses are written a line each. */
function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = headingLine.exec(line);
    const bullet = bulletLine.exec(line);
    const numbered = bullet ? null : numberedLine.exec(line);
    if (line.trim() === '') {
      open = undefined;
    } else if (heading) {
      blocks.push({ kind: 'heading', depth: heading[1]!.length, text: heading[2]! });
      open = undefined;
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)![1]!;
      if (open?.kind === 'list' && open.ordered === ordered) open.items.push(item);
      else blocks.push((open = { kind: 'list', ordered, items: [item] }));
    } else if (open?.kind === 'list') {
      // A line that is not a new item continues the last one.
      open.items[open.items.length - 1] += ` ${line.trim()}`;
    } else if (open?.kind === 'paragraph') {
      open.lines.push(line.trim());
    } else {
      blocks.push((open = { kind: 'paragraph', lines: [line.trim()] }));
    }
  }
  return blocks;
}

/** The text without its leading level-one heading, for a page whose own heading already names it. */
export function withoutTitle(source: string): string {
  return source.replace(/^\s*#\s[^\n]*(\n|$)/, '');
}

// Strong, emphasis, code, [text](target), then bare web and e-mail addresses, in one pass.
const inlinePattern =
  /\*\*(.+?)\*\*|__(.+?)__|\*(\S(?:.*?\S)?)\*|(?<![\p{L}\p{N}])_(\S(?:.*?\S)?)_(?![\p{L}\p{N}])|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>]*[^\s<>.,;:!?)'"])|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gu;

/** Only these leave the page: the web, e-mail, and our own paths (not `//host`, which is another site). */
const safeHref = (target: string): string | undefined =>
  /^(https?:|mailto:)/i.test(target) || /^\/(?!\/)/.test(target) ? target : undefined;

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, strong, strongAlt, em, emAlt, code, label, target, url, email] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = match.index;
    if (strong ?? strongAlt) nodes.push(<strong key={key}>{inline(strong ?? strongAlt!)}</strong>);
    else if (em ?? emAlt) nodes.push(<em key={key}>{inline(em ?? emAlt!)}</em>);
    else if (code) nodes.push(<code key={key}>{code}</code>);
    else if (label !== undefined) {
      const href = safeHref(target!);
      nodes.push(
        href ? (
          <Link key={key} href={href}>
            {inline(label)}
          </Link>
        ) : (
          label
        ),
      );
    } else if (url)
      nodes.push(
        <Link key={key} href={url}>
          {url}
        </Link>,
      );
    else if (email)
      nodes.push(
        <Link key={key} href={`mailto:${email}`}>
          {email}
        </Link>,
      );
    else nodes.push(whole);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export type MarkdownProps = {
  source: string;
  /** The level the text's highest headings get, so they sit under the page's own (default 2). */
  topLevel?: number;
};

export function Markdown({ source, topLevel = 2 }: MarkdownProps) {
  const blocks = parseBlocks(source);
  const highest = Math.min(...blocks.map((block) => (block.kind === 'heading' ? block.depth : Infinity)));
  return (
    <div className={styles.markdown}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const level = Math.min(6, topLevel + block.depth - highest);
          return (
            <Heading key={index} level={level} size={level <= 2 ? 'md' : 'sm'}>
              {inline(block.text)}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index} className={styles.list}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{inline(item)}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {inline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
