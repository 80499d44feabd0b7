import { sanitizeRichText } from '../../core/rich-text';
import type { Db } from '../../core/db/types';
import { onCampusLectures, onlineLectures, questionnaireAnswers, questionnaireQuestions, subsectionAttachments } from '../../modules/lms/content/tables';
import { courseSectionPrerequisites, courseSections, courseSubsections } from '../../modules/lms/tables';
import { daysFrom } from '../organizations';
import type { CourseCopy } from './course-copy';
import { OUTLINE_PLAN, type ItemKey, type SectionKey } from './outline-plan';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface OutlineIds {
  sections: Map<SectionKey, number>;
  items: Map<ItemKey, number>;
}

/**
 * Sections and subsections of OUTLINE_PLAN with their content: rich text,
 * the questionnaire, the lectures (past with a recording, live since half an
 * hour and for days so it stays joinable in demos, upcoming, on campus),
 * the assignment and exam cards, and the link attachment. FILE items get
 * their media from course-media.ts (only where there is a media store).
 */
export async function createOutline(db: Db, courseId: number, copy: CourseCopy, now: Date): Promise<OutlineIds> {
  const sections = new Map<SectionKey, number>();
  const items = new Map<ItemKey, number>();
  for (const [sortOrder, planned] of OUTLINE_PLAN.entries()) {
    const [section] = await db.insert(courseSections).values({
      courseId,
      name: copy.sections[planned.key].name,
      learningObjectives: copy.sections[planned.key].learningObjectives,
      week: sortOrder + 1,
      sortOrder,
      unlockStartDate: planned.unlocksInDays === undefined ? null : daysFrom(now, planned.unlocksInDays),
    }).returning({ id: courseSections.id });
    sections.set(planned.key, section!.id);
    const rows = await db.insert(courseSubsections).values(planned.items.map((item, index) => {
      const words = copy.items[item.key];
      return {
        sectionId: section!.id,
        name: words.name,
        description: words.description ?? null,
        contentType: item.contentType,
        isTextOnly: item.contentType === 'TEXT',
        body: words.body === undefined ? null : sanitizeRichText(words.body),
        weight: item.weight,
        isOptional: item.isOptional ?? false,
        sortOrder: index,
        ...availability(item.key, now),
      };
    })).returning({ id: courseSubsections.id });
    planned.items.forEach((item, index) => items.set(item.key, rows[index]!.id));
  }
  await db.insert(courseSectionPrerequisites).values(OUTLINE_PLAN.flatMap((planned) => (planned.prerequisites ?? []).map((key) => ({
    sectionId: sections.get(planned.key)!, prerequisiteSectionId: sections.get(key)!,
  }))));
  await createQuestionnaire(db, items.get('questionnaire')!, copy);
  await createLectures(db, courseId, items, copy, now);
  await db.insert(subsectionAttachments).values({
    subsectionId: items.get('guide')!, name: copy.attachments.link.name, link: copy.attachments.link.url, sortOrder: 1,
  });
  return { sections, items };
}

/** The cards of later issues carry dates: the assignment is open for three weeks, the exam opens in twenty days. */
function availability(key: ItemKey, now: Date): { availableFrom: Date | null; availableTo: Date | null } {
  if (key === 'assignment') return { availableFrom: daysFrom(now, -1), availableTo: daysFrom(now, 21) };
  if (key === 'exam') return { availableFrom: daysFrom(now, 20), availableTo: daysFrom(now, 21) };
  return { availableFrom: null, availableTo: null };
}

async function createQuestionnaire(db: Db, subsectionId: number, copy: CourseCopy): Promise<void> {
  for (const [sortOrder, question] of copy.questions.entries()) {
    const [row] = await db.insert(questionnaireQuestions).values({ subsectionId, text: question.text, sortOrder })
      .returning({ id: questionnaireQuestions.id });
    await db.insert(questionnaireAnswers).values(question.answers.map((answer, index) => ({
      questionId: row!.id, text: answer.text, isCorrect: answer.isCorrect, explanation: answer.explanation, sortOrder: index,
    })));
  }
}

async function createLectures(db: Db, courseId: number, items: Map<ItemKey, number>, copy: CourseCopy, now: Date): Promise<void> {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const { past, live, upcoming, campus } = copy.lectures;
  const room = (slug: string) => `https://meet.jit.si/halaqa-${slug}-${courseId}`;
  await db.insert(onlineLectures).values([
    {
      courseId, subsectionId: items.get('pastLecture')!, ...past, startsAt: at(-7 * 24 * HOUR), endsAt: at(-7 * 24 * HOUR + HOUR),
      meetingKind: 'EXTERNAL', meetingUrl: room('kickoff'), recordingUrl: 'https://example.org/recordings/feedback-kickoff',
    },
    {
      courseId, subsectionId: items.get('liveLecture')!, ...live, startsAt: at(-30 * MINUTE), endsAt: at(3 * 24 * HOUR),
      meetingKind: 'EXTERNAL', meetingUrl: room('clinic'),
    },
    {
      courseId, subsectionId: items.get('upcomingLecture')!, ...upcoming, startsAt: at(3 * 24 * HOUR), endsAt: at(3 * 24 * HOUR + HOUR),
      meetingKind: 'VIDEO_CONFERENCE_TOOL', tool: 'zoom', meetingUrl: 'https://zoom.us/j/0000000000',
    },
  ]);
  await db.insert(onCampusLectures).values({
    courseId, subsectionId: items.get('campusLecture')!, title: campus.title, description: campus.description,
    startsAt: at(-2 * 24 * HOUR), endsAt: at(-2 * 24 * HOUR + 2 * HOUR), location: campus.location, latitude: 24.7136, longitude: 46.6753,
  });
}
