import { describe, expect, it } from "vitest";
import { scoreDocument, tokenize } from "../../src/engine/search.js";

describe("search tokenization and matching", () => {
  it("splits text into lower-case words, letters and digits of any script", () => {
    expect(tokenize("Hello, WORLD! Dr. Müller's 2nd visit — 猫")).toEqual(["hello", "world", "dr", "müller", "s", "2nd", "visit", "猫"]);
    expect(tokenize("   ")).toEqual([]);
  });

  it("matches when every word is present, the last one as a prefix", () => {
    expect(scoreDocument("Limping golden retriever", tokenize("golden retr"))).toBeGreaterThan(0);
    expect(scoreDocument("Limping golden retriever", tokenize("gold retriever"))).toBe(0);
    expect(scoreDocument("Limping golden retriever", tokenize("golden cat"))).toBe(0);
  });

  it("ranks documents with more occurrences higher", () => {
    const terms = tokenize("cough");
    expect(scoreDocument("cough cough and more cough", terms)).toBeGreaterThan(scoreDocument("a cough", terms));
    expect(scoreDocument("cough", tokenize("cough"))).toBeGreaterThan(scoreDocument("coughing", tokenize("cough")));
  });
});
