// The sellers' product search (decision 016): a product's name, SKUs and tags folded into one lower-case text
// without accents, matched anywhere by a LIKE pattern that the trigram index serves ("abac" finds "Abaca
// tote", "nino" and "NIÑO" find "Niño"). The query is folded the same way, so both sides agree.

/** Lower case, accents dropped (NFD splits "ñ" into "n" and a combining mark, which goes), spaces collapsed. */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** What `search_text` holds for a product: one line per searchable value, so no match spans two of them. */
export const searchTextOf = (product: {
  name: string;
  sku: string;
  tags: readonly string[];
  variantSkus: ReadonlyArray<string | null>;
}): string =>
  [product.name, product.sku, ...product.variantSkus, ...product.tags]
    .filter((value): value is string => value !== null && value !== '')
    .map(foldForSearch)
    .join('\n');

/** The LIKE pattern matching `query` anywhere, its own `%`, `_` and `\` taken literally; null when blank. */
export function searchPattern(query: string | undefined): string | null {
  const folded = foldForSearch(query ?? '');
  if (folded === '') return null;
  return `%${folded.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
