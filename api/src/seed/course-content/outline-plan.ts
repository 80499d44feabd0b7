import type { ContentType } from '../../modules/lms/progress/content-types';
import type { CourseAssetName } from './assets';

/**
 * The shape of the seeded complete course, the same in every organization
 * (the words are in copy-en.ts / copy-ar.ts). Required weight 22 (items with
 * a completion rule, not optional): the start (9), the lectures (7) and the
 * practice section's text and three assignments (6; two assignments are
 * added by assignments.ts). Optional, so that a member can really finish the
 * course today (completion/passing-rule.ts counts required items still
 * ahead): the audio tip, the final quiz that opens in twenty days and the
 * section that unlocks in two weeks. The upcoming lecture stays required for
 * progress; finishing judges lectures by attendance (3 of 4 meets the
 * course's 75%).
 */

export type SectionKey = 'start' | 'live' | 'practice' | 'further';

export type ItemKey =
  | 'welcome' | 'guide' | 'video' | 'picture' | 'audio' | 'questionnaire'
  | 'pastLecture' | 'liveLecture' | 'upcomingLecture' | 'campusLecture'
  | 'practice' | 'assignment' | 'exam' | 'further';

interface PlannedItem {
  key: ItemKey;
  contentType: ContentType;
  weight: number;
  isOptional?: boolean;
  /** FILE items: which committed file; `guide` and `picture` follow the course language. */
  asset?: CourseAssetName | 'guide' | 'picture';
}

export interface PlannedSection {
  key: SectionKey;
  items: PlannedItem[];
  /** Sections that must be completed first. */
  prerequisites?: SectionKey[];
  /** Days from seeding until the section opens. */
  unlocksInDays?: number;
}

export const OUTLINE_PLAN: readonly PlannedSection[] = [
  {
    key: 'start',
    items: [
      { key: 'welcome', contentType: 'TEXT', weight: 1 },
      { key: 'guide', contentType: 'FILE', weight: 2, asset: 'guide' },
      { key: 'video', contentType: 'FILE', weight: 3, asset: 'video' },
      { key: 'picture', contentType: 'FILE', weight: 1, asset: 'picture' },
      { key: 'audio', contentType: 'FILE', weight: 1, asset: 'audio', isOptional: true },
      { key: 'questionnaire', contentType: 'QUESTIONNAIRE', weight: 2 },
    ],
  },
  {
    key: 'live',
    items: [
      { key: 'pastLecture', contentType: 'ONLINE_LECTURE', weight: 2 },
      { key: 'liveLecture', contentType: 'ONLINE_LECTURE', weight: 2 },
      { key: 'upcomingLecture', contentType: 'ONLINE_LECTURE', weight: 1 },
      { key: 'campusLecture', contentType: 'ON_CAMPUS_LECTURE', weight: 2 },
    ],
  },
  {
    key: 'practice',
    prerequisites: ['start'],
    items: [
      { key: 'practice', contentType: 'TEXT', weight: 3 },
      { key: 'assignment', contentType: 'ASSIGNMENT', weight: 1 },
      { key: 'exam', contentType: 'EXAM', weight: 1, isOptional: true },
    ],
  },
  { key: 'further', unlocksInDays: 14, items: [{ key: 'further', contentType: 'TEXT', weight: 1, isOptional: true }] },
];
