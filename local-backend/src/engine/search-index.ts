import { BTree } from "./btree.js";
import { countWords, type WordCounts } from "./search.js";

/**
 * The inverted index of one search index: word → the documents whose searched text holds it.
 * Both levels are persistent B+trees, so like the database indexes a snapshot keeps its postings
 * for free and a transaction's writes build its own copy.
 *
 * Documents are named by their `by_creation_time` key, which a document keeps for life, so equal
 * relevance scores keep their newest-first order by comparing these keys. Each posting carries
 * what a query needs to match and rank its document (word counts, filter field values): a query
 * reads the documents of its results only, and a write that changes neither the searched text
 * nor a filter field leaves the postings alone.
 */

/** What a search index holds of one version of a document. */
export interface IndexedDocument {
  readonly docKey: string;
  /** the searched field, or null when it is not a string (such a document never matches) */
  readonly text: string | null;
  /** the key encoding of each filter field's value, in the index definition's order */
  readonly filterKeys: readonly string[];
}

/** The value of each of a document's postings. */
export interface Posting {
  readonly words: WordCounts;
  readonly filterKeys: readonly string[];
}

/** A half-open interval [lower, upper) of posting keys, for read sets. */
export interface PostingInterval {
  lower: string;
  upper: string;
}

// Words are made of letters and digits only, so neither separator below can occur inside one.
const WORD_END = "\u0000";
const AFTER_WORD_END = "\u0001";
const AFTER_EVERY_CONTINUATION = "\uffff";

/** Postings of one word are contiguous in this key order, and so are those of words sharing a prefix. */
function postingKey(word: string, docKey: string): string {
  return word + WORD_END + docKey;
}

function wordInterval(word: string): PostingInterval {
  return { lower: word + WORD_END, upper: word + AFTER_WORD_END };
}

function prefixInterval(prefix: string): PostingInterval {
  return { lower: prefix, upper: prefix + AFTER_EVERY_CONTINUATION };
}

const NO_WORDS: WordCounts = { words: [], counts: [], total: 0 };

function wordCounts(document: IndexedDocument | null): WordCounts {
  return document === null || document.text === null ? NO_WORDS : countWords(document.text);
}

function isUnchanged(before: IndexedDocument | null, after: IndexedDocument | null): boolean {
  return (
    before !== null &&
    after !== null &&
    before.docKey === after.docKey &&
    before.text === after.text &&
    before.filterKeys.every((key, index) => after.filterKeys[index] === key)
  );
}

/** The keys of every posting a write removes, adds or changes, for write sets. */
export function changedPostingKeys(before: IndexedDocument | null, after: IndexedDocument | null): string[] {
  if (isUnchanged(before, after)) return [];
  const keys: string[] = [];
  if (before !== null) for (const word of wordCounts(before).words) keys.push(postingKey(word, before.docKey));
  if (after !== null) for (const word of wordCounts(after).words) keys.push(postingKey(word, after.docKey));
  return keys;
}

/** The documents that may match a query with their postings, and the postings read to find them. */
export interface SearchCandidates {
  readonly documents: ReadonlyMap<string, Posting>;
  readonly postingsRead: readonly PostingInterval[];
}

/** docKey → posting, for the documents holding one word */
type DocumentsWithWord = BTree<Posting>;

export class SearchPostings {
  private constructor(private readonly documentsByWord: BTree<DocumentsWithWord>) {}

  static readonly EMPTY = new SearchPostings(BTree.empty<DocumentsWithWord>());

  /** The postings of these documents, built in bulk: O(postings · log postings). */
  static build(documents: readonly IndexedDocument[]): SearchPostings {
    const postingsByWord = new Map<string, Array<{ docKey: string; posting: Posting }>>();
    for (const document of documents) {
      const posting: Posting = { words: wordCounts(document), filterKeys: document.filterKeys };
      for (const word of posting.words.words) {
        const postings = postingsByWord.get(word);
        if (postings === undefined) postingsByWord.set(word, [{ docKey: document.docKey, posting }]);
        else postings.push({ docKey: document.docKey, posting });
      }
    }
    // Default sort order is UTF-16 code unit order, the same as `<` on which the trees rely.
    const allWords = [...postingsByWord.keys()].sort();
    const sets = allWords.map((word) => {
      const postings = (postingsByWord.get(word) as Array<{ docKey: string; posting: Posting }>).sort((a, b) => (a.docKey < b.docKey ? -1 : 1));
      return BTree.fromSorted(postings.map((p) => p.docKey), postings.map((p) => p.posting));
    });
    return new SearchPostings(BTree.fromSorted(allWords, sets));
  }

  /** The postings after one document changed from `before` to `after` (null: absent). */
  write(before: IndexedDocument | null, after: IndexedDocument | null): SearchPostings {
    if (isUnchanged(before, after)) return this;
    const posting: Posting | null = after === null ? null : { words: wordCounts(after), filterKeys: after.filterKeys };
    // the words the same document keeps are overwritten below rather than removed
    const kept = new Set(after !== null && before !== null && after.docKey === before.docKey ? (posting as Posting).words.words : []);
    let documentsByWord = this.documentsByWord;
    if (before !== null) {
      for (const word of wordCounts(before).words) {
        if (kept.has(word)) continue;
        const documents = documentsByWord.get(word);
        if (documents === undefined) continue;
        const remaining = documents.delete(before.docKey);
        documentsByWord = remaining.size === 0 ? documentsByWord.delete(word) : documentsByWord.set(word, remaining);
      }
    }
    if (after !== null && posting !== null) {
      for (const word of posting.words.words) {
        const documents = documentsByWord.get(word) ?? BTree.empty<Posting>();
        documentsByWord = documentsByWord.set(word, documents.set(after.docKey, posting));
      }
    }
    return new SearchPostings(documentsByWord);
  }

  /**
   * Candidates for `terms` (any term as a whole word, the last one also as a prefix; see search.ts):
   * the documents of every term, and the postings read, which are exactly those that could change the result.
   */
  candidates(terms: readonly string[]): SearchCandidates {
    const prefix = terms[terms.length - 1] as string;
    const documents = new Map<string, Posting>();
    const addCandidate = (docKey: string, posting: Posting) => documents.set(docKey, posting);
    const postingsRead: PostingInterval[] = [prefixInterval(prefix)];
    for (const [, withWord] of this.documentsByWord.ascending(prefixInterval(prefix).lower, prefixInterval(prefix).upper)) {
      withWord.forEach(addCandidate);
    }
    // a whole word the prefix already covers adds nothing
    for (const word of new Set(terms.slice(0, -1))) {
      if (word.startsWith(prefix)) continue;
      postingsRead.push(wordInterval(word));
      this.documentsByWord.get(word)?.forEach(addCandidate);
    }
    return { documents, postingsRead };
  }
}
