import { describe, expect, it } from "vitest";
import { scoreDocument, textWords, tokenize } from "../../src/engine/search.js";

/** The relevance score as first defined, word by word; counting words must give the very same number. */
function scoreWordByWord(text: string, terms: readonly string[]): number {
  const words = textWords(text);
  if (terms.length === 0 || words.length === 0) return 0;
  let score = 0;
  for (const [index, term] of terms.entries()) {
    let occurrences = 0;
    for (const word of words) {
      if (word === term) occurrences += 1;
      else if (index === terms.length - 1 && word.startsWith(term)) occurrences += 0.5;
    }
    if (occurrences === 0) continue;
    score += (occurrences * 2.2) / (occurrences + 1.2 * (0.25 + (0.75 * words.length) / 10));
  }
  return score;
}

describe("search tokenization and matching", () => {
  it("splits text into lower-case words, letters and digits of any script", () => {
    expect(tokenize("Hello, WORLD! Dr. Müller's 2nd visit — 猫")).toEqual(["hello", "world", "dr", "müller", "s", "2nd", "visit", "猫"]);
    expect(tokenize("   ")).toEqual([]);
  });

  it("keeps accents, and leaves out words of 32 bytes or more, as Convex's analyzer does", () => {
    expect(tokenize("Lucía")).toEqual(["lucía"]);
    expect(scoreDocument("Dra. Lucía García", tokenize("lucia"))).toBe(0);
    const longest = "a".repeat(31);
    expect(tokenize(`short ${longest} ${longest}b é${"a".repeat(30)}`)).toEqual(["short", longest]);
    expect(scoreDocument(`Dr. ${longest}b`, tokenize(`${longest}b`))).toBe(0);
  });

  it("matches when any word is present, the last one also as a prefix (Convex's documented behaviour)", () => {
    expect(scoreDocument("Limping golden retriever", tokenize("golden retr"))).toBeGreaterThan(0);
    expect(scoreDocument("Limping golden retriever", tokenize("golden cat"))).toBeGreaterThan(0);
    expect(scoreDocument("Limping golden retriever", tokenize("gold cat"))).toBe(0);
    expect(scoreDocument("Limping golden retriever", tokenize("retr cat"))).toBe(0);
  });

  it("ranks a text holding more of the query's words higher", () => {
    const terms = tokenize("golden retriever");
    expect(scoreDocument("golden retriever", terms)).toBeGreaterThan(scoreDocument("golden golden golden", terms));
    expect(scoreDocument("a golden retriever with a limp", terms)).toBeGreaterThan(scoreDocument("golden", terms));
  });

  it("ranks documents with more occurrences higher", () => {
    const terms = tokenize("cough");
    expect(scoreDocument("cough cough and more cough", terms)).toBeGreaterThan(scoreDocument("a cough", terms));
    expect(scoreDocument("cough", tokenize("cough"))).toBeGreaterThan(scoreDocument("coughing", tokenize("cough")));
  });

  it("scores exactly as the word-by-word definition, repeats and prefixes included", () => {
    const vocabulary = ["cat", "catalog", "cats", "ca", "dog", "dogged", "Ünal", "ünals", "42", "420"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const phrase = (length: number) => Array.from({ length }, () => vocabulary[Math.floor(next() * vocabulary.length)]).join(" ");
    for (let round = 0; round < 500; round++) {
      const text = phrase(Math.floor(next() * 30));
      const terms = tokenize(phrase(1 + Math.floor(next() * 3)));
      expect(Object.is(scoreDocument(text, terms), scoreWordByWord(text, terms)), `${JSON.stringify(text)} / ${terms.join(" ")}`).toBe(true);
    }
  });
});
