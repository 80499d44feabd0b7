import type { QuestionChildInput } from '../bank/types';

/**
 * What the two interchange formats (Moodle XML, GIFT) read and write,
 * independent of either: a file's questions before they meet a course.
 * Categories and tags are names here; the import turns them into the
 * course's own (creating what is missing).
 */

/** A question read from a file. `index` is its place among the file's questions (1-based), for the report. */
export interface ImportedQuestion {
  index: number;
  name: string;
  category: string | null;
  tags: string[];
  input: Omit<QuestionChildInput, 'categoryId' | 'tagIds'>;
  /** A CASE's questions, in file order. */
  children: ImportedQuestion[];
}

/** A question of a file that was not imported (or of the bank that was not exported), and why. */
export interface SkippedQuestion {
  index: number;
  name: string;
  reason: string;
}

export interface ParsedFile {
  questions: ImportedQuestion[];
  skipped: SkippedQuestion[];
}

export interface WrittenFile {
  content: string;
  skipped: SkippedQuestion[];
}

export const INTERCHANGE_FORMATS = ['MOODLE_XML', 'GIFT'] as const;

/** The file is not of its format at all (400 exm-009 at the route). */
export class UnreadableFile extends Error {}
