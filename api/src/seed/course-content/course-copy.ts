import type { CourseAssetName } from './assets';
import type { ItemKey, SectionKey } from './outline-plan';

/** The words of the seeded complete course in one language (copy-en.ts, copy-ar.ts). */

interface QuestionCopy {
  text: string;
  /** Exactly one is correct; every answer explains itself. */
  answers: Array<{ text: string; isCorrect: boolean; explanation: string }>;
}

interface ItemCopy {
  name: string;
  description?: string;
  /** Rich text (TEXT items: the lesson; others: an introduction). */
  body?: string;
}

interface LectureCopy {
  title: string;
  description: string;
}

interface AnnouncementCopy {
  title: string;
  content: string;
}

export interface CourseCopy {
  /** The course's name: also how the seed finds it again (unique in the organization). */
  name: string;
  language: 'ENGLISH' | 'ARABIC';
  briefDescription: string;
  description: string;
  welcomeMessage: string;
  /** English name of one of the organization's learning categories. */
  category: string;
  assets: { guide: CourseAssetName; picture: CourseAssetName; otherGuide: CourseAssetName };
  sections: Record<SectionKey, { name: string; learningObjectives: string }>;
  items: Record<ItemKey, ItemCopy>;
  questions: QuestionCopy[];
  lectures: {
    past: LectureCopy;
    live: LectureCopy;
    upcoming: LectureCopy;
    campus: LectureCopy & { location: string };
  };
  attachments: { otherGuide: string; link: { name: string; url: string } };
  captionLabels: { en: string; ar: string };
  announcements: { welcome: AnnouncementCopy; anonymous: AnnouncementCopy; draft: AnnouncementCopy; scheduled: AnnouncementCopy };
}
