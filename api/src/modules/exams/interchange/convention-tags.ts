import { DIFFICULTIES, QUESTION_TYPES, type QuestionType } from '../tables';

/**
 * What a file's tags carry beyond Moodle's own fields, so a round trip keeps
 * it: `halaqa:type:X` (file and recording questions written as essays),
 * `halaqa:difficulty:X`, and `case:N` (a CASE written as a description and
 * its children after it, each tagged with the case's number in the file).
 * These never become course tags.
 */

type Difficulty = (typeof DIFFICULTIES)[number];

export const typeTag = (type: QuestionType) => `halaqa:type:${type}`;
export const difficultyTag = (difficulty: Difficulty) => `halaqa:difficulty:${difficulty}`;
export const caseTag = (caseNumber: number) => `case:${caseNumber}`;

export interface ConventionTags {
  type: QuestionType | null;
  difficulty: Difficulty | null;
  caseNumber: number | null;
  /** The tags that are the course's own. */
  tags: string[];
}

export function readConventionTags(tags: string[]): ConventionTags {
  const found: ConventionTags = { type: null, difficulty: null, caseNumber: null, tags: [] };
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag) continue;
    const type = /^halaqa:type:(\w+)$/i.exec(tag)?.[1]?.toUpperCase();
    const difficulty = /^halaqa:difficulty:(\w+)$/i.exec(tag)?.[1]?.toUpperCase();
    const caseNumber = /^case:(\d{1,6})$/i.exec(tag)?.[1];
    if (type !== undefined && (QUESTION_TYPES as readonly string[]).includes(type)) found.type = type as QuestionType;
    else if (difficulty !== undefined && (DIFFICULTIES as readonly string[]).includes(difficulty)) found.difficulty = difficulty as Difficulty;
    else if (caseNumber !== undefined) found.caseNumber = Number(caseNumber);
    else if (!found.tags.includes(tag)) found.tags.push(tag.slice(0, 200));
  }
  return found;
}
