import type { PlagiarismMatch } from '../tables';
import type { CheckedText, PlagiarismChecker, PlagiarismResult } from './checker';
import { similarity } from './shingles';

/** Matches below this share of shingles are noise (a common phrase), not copying. */
const MIN_SIMILARITY = 0.05;
const MAX_PASSAGES = 10;

/** The local default: shingled containment against every other submission of the same assignment. */
export const localPlagiarismChecker: PlagiarismChecker = {
  async check(submission: CheckedText, others: readonly CheckedText[]): Promise<PlagiarismResult> {
    const matches: PlagiarismMatch[] = [];
    for (const other of others) {
      if (other.submissionId === submission.submissionId) continue;
      const found = similarity(submission.text, other.text);
      if (found.containment < MIN_SIMILARITY) continue;
      matches.push({ submissionId: other.submissionId, similarity: round(found.containment), passages: found.passages.slice(0, MAX_PASSAGES) });
    }
    matches.sort((a, b) => b.similarity - a.similarity);
    return { scanId: `local-${submission.submissionId}`, score: matches[0]?.similarity ?? 0, matches };
  },
};

const round = (value: number) => Math.round(value * 1000) / 1000;
