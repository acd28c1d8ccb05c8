/**
 * Full-text search as Convex documents it (`SearchFilterBuilder.search`): the query and the field
 * are split into lower-case words; a document matches when it contains any query word, the last
 * one as a prefix (so results update while the user types); it ranks higher the more query words
 * it holds, the more often, and the shorter its text. As Convex's analyzer (`convex_en` in
 * crates/search/src/constants.rs: Tantivy's SimpleTokenizer, RemoveLongFilter, LowerCaser), words keep
 * their accents, and a word of 32 bytes or more is left out of texts and queries alike.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_QUERY_TERMS = 16;
const MAX_TEXT_TERM_BYTES = 32;
/** A UTF-16 unit is at most 3 bytes in UTF-8, so a shorter word is always kept. */
const SHORTEST_LONG_WORD = Math.ceil(MAX_TEXT_TERM_BYTES / 3);

/** Every word of a document's text, in order, repeats included. */
export function textWords(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  return words.some(isTooLong) ? words.filter((word) => !isTooLong(word)) : words;
}

function isTooLong(word: string): boolean {
  return word.length >= SHORTEST_LONG_WORD && Buffer.byteLength(word) >= MAX_TEXT_TERM_BYTES;
}

/** The terms of a search query: its first words. */
export function tokenize(text: string): string[] {
  return textWords(text).slice(0, MAX_QUERY_TERMS);
}

/** The distinct words of a text with their number of occurrences, and its length in words: all scoring needs. */
export interface WordCounts {
  readonly words: readonly string[];
  /** occurrences of each of `words` */
  readonly counts: readonly number[];
  readonly total: number;
}

export function countWords(text: string): WordCounts {
  const all = textWords(text);
  const counts = new Map<string, number>();
  for (const word of all) counts.set(word, (counts.get(word) ?? 0) + 1);
  return { words: [...counts.keys()], counts: [...counts.values()], total: all.length };
}

/** 0 when the text does not match; otherwise a relevance score (higher is better). */
export function scoreDocument(text: string, terms: readonly string[]): number {
  return scoreWordCounts(countWords(text), terms);
}

/**
 * `scoreDocument` from the text's word counts. A term's occurrences count 1 per equal word and,
 * for the last term, 0.5 per longer word it starts; such sums are exact in floating point in any
 * order, so grouping equal words gives the very same score as counting word by word.
 */
export function scoreWordCounts({ words, counts, total }: WordCounts, terms: readonly string[]): number {
  if (terms.length === 0 || total === 0) return 0;
  let score = 0;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t] as string;
    const isPrefix = t === terms.length - 1;
    let occurrences = 0;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as string;
      if (word === term) occurrences += counts[w] as number;
      else if (isPrefix && word.startsWith(term)) occurrences += 0.5 * (counts[w] as number);
    }
    if (occurrences === 0) continue;
    // saturating term frequency, normalized by length (a light BM25): a term adds less than 2.2, so the sum
    // mostly ranks by how many of the query's words the text holds
    score += (occurrences * 2.2) / (occurrences + 1.2 * (0.25 + (0.75 * total) / 10));
  }
  return score;
}
