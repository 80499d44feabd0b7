import type { PlagiarismMatch } from '../tables';

/** A text handed in, as the checker sees it. */
export interface CheckedText {
  submissionId: number;
  text: string;
}

export interface PlagiarismResult {
  /** The checker's id of the scan. */
  scanId: string;
  /** Highest similarity with any other text, 0-1. */
  score: number;
  matches: PlagiarismMatch[];
}

/**
 * The copy-detection service behind an adapter (docs/design/course-work-api.md
 * "Copy detection"): the local default compares texts of the same assignment;
 * an outside service (Turnitin-like) would implement the same call.
 */
export interface PlagiarismChecker {
  check(submission: CheckedText, others: readonly CheckedText[]): Promise<PlagiarismResult>;
}
