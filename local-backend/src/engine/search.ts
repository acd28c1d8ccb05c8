/**
 * Full-text search as Convex's search indexes behave for an app: the query and the field are
 * split into lower-case words; a document matches when it contains every query word, the last
 * one as a prefix (so results update while the user types); more occurrences rank higher.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_QUERY_TERMS = 16;

export function tokenize(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  return words.slice(0, MAX_QUERY_TERMS);
}

/** 0 when the text does not match; otherwise a relevance score (higher is better). */
export function scoreDocument(text: string, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const words = text.toLowerCase().match(WORD) ?? [];
  if (words.length === 0) return 0;
  let score = 0;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t] as string;
    const isPrefix = t === terms.length - 1;
    let occurrences = 0;
    for (const word of words) {
      if (word === term) occurrences += 1;
      else if (isPrefix && word.startsWith(term)) occurrences += 0.5;
    }
    if (occurrences === 0) return 0;
    // saturating term frequency, normalized by length (a light BM25)
    score += (occurrences * 2.2) / (occurrences + 1.2 * (0.25 + (0.75 * words.length) / 10));
  }
  return score;
}
