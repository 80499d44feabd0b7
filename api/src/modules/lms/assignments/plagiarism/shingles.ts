/**
 * Shingled text similarity (docs/design/course-work-api.md "Copy detection"):
 * texts are cut into overlapping runs of SHINGLE_WORDS words; a submission's
 * score against another is the share of its shingles found in the other
 * (containment: copying half of a classmate's essay into a longer one still
 * scores high). Pure, so its edge cases are unit-tested.
 */
const SHINGLE_WORDS = 5;

/** Words, lower case, letters and digits only (Arabic included), tags of rich text dropped. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function shinglesOf(words: readonly string[], size = SHINGLE_WORDS): string[] {
  const shingles: string[] = [];
  for (let start = 0; start + size <= words.length; start++) shingles.push(words.slice(start, start + size).join(' '));
  return shingles;
}

export interface Similarity {
  /** Share of the checked text's shingles found in the other, 0-1. */
  containment: number;
  /** The runs of matching words, as passages of the checked text. */
  passages: string[];
}

/** How much of `checked` is found in `other`. Texts shorter than one shingle match nothing. */
export function similarity(checked: string, other: string, size = SHINGLE_WORDS): Similarity {
  const words = wordsOf(checked);
  const mine = shinglesOf(words, size);
  if (!mine.length) return { containment: 0, passages: [] };
  const theirs = new Set(shinglesOf(wordsOf(other), size));
  const hits = mine.map((shingle) => theirs.has(shingle));
  const containment = hits.filter(Boolean).length / mine.length;
  return { containment, passages: passagesOf(words, hits, size) };
}

/** Consecutive matching shingles joined into the words they cover. */
function passagesOf(words: readonly string[], hits: readonly boolean[], size: number): string[] {
  const passages: string[] = [];
  let start = -1;
  for (let index = 0; index <= hits.length; index++) {
    if (index < hits.length && hits[index]) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      passages.push(words.slice(start, index - 1 + size).join(' '));
      start = -1;
    }
  }
  return passages;
}
