import type { Note, PlayerCourse, PlayerItem, PlayerSubsection } from '../api/types';

/** An item of the outline; override what the test is about. */
function itemFixture(overrides: Partial<PlayerItem> & Pick<PlayerItem, 'id' | 'name'>): PlayerItem {
  return {
    contentType: 'TEXT',
    fileKind: null,
    isOptional: false,
    weight: 1,
    hasCompletionRule: true,
    isCompleted: false,
    lock: null,
    availableFrom: null,
    availableTo: null,
    ...overrides,
  };
}

/**
 * Course 11 as a member sees it in the player: week 1 (a PDF done, a video,
 * a text, an optional questionnaire), week 2 locked until a date, week 3
 * behind week 1.
 */
export function playerCourseFixture(overrides: Partial<PlayerCourse> = {}): PlayerCourse {
  return {
    id: 11,
    name: 'Leading Teams',
    language: 'ENGLISH',
    welcomeMessage: 'Welcome aboard!',
    description: 'Six weeks of practice.',
    courseSyllabus: 'Getting started\nHard talks',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2026-04-30T00:00:00.000Z',
    duration: 6,
    durationUnit: 'WEEKS',
    learningTypes: [{ id: 1, slug: 'online', name: 'Online' }],
    instructors: [{ id: 5, name: 'Huda Saleh', profileImageUrl: null }],
    passingGradePercentage: 0.6,
    mandatoryAttendancePercentage: 0.75,
    viewer: { role: 'STUDENT', studentView: false },
    progress: 25,
    lastVisitedSubsectionId: 102,
    resumeSubsectionId: 102,
    sections: [
      {
        id: 1, name: 'Getting started', week: 1, learningObjectives: 'Know your team.', unlockStartDate: null, prerequisites: [], lock: null,
        progress: { completedWeight: 1, requiredWeight: 3, percent: 33 },
        subsections: [
          itemFixture({ id: 101, name: 'Team charter (PDF)', contentType: 'FILE', fileKind: 'PDF', isCompleted: true }),
          itemFixture({ id: 102, name: 'Welcome video', contentType: 'FILE', fileKind: 'VIDEO' }),
          itemFixture({ id: 103, name: 'Reading: trust', contentType: 'TEXT' }),
          itemFixture({ id: 104, name: 'Check your understanding', contentType: 'QUESTIONNAIRE', isOptional: true }),
        ],
      },
      {
        id: 2, name: 'Hard talks', week: 2, learningObjectives: null, unlockStartDate: '2026-05-01T00:00:00.000Z', prerequisites: [],
        lock: { reason: 'UNLOCK_DATE', until: '2026-05-01T00:00:00.000Z', prerequisites: [] },
        progress: { completedWeight: 0, requiredWeight: 1, percent: 0 },
        subsections: [
          itemFixture({ id: 201, name: 'Role play', lock: { reason: 'UNLOCK_DATE', until: '2026-05-01T00:00:00.000Z', prerequisites: [] } }),
        ],
      },
      {
        id: 3, name: 'Feedback', week: 3, learningObjectives: null, unlockStartDate: null, prerequisites: [{ id: 1, name: 'Getting started' }],
        lock: { reason: 'PREREQUISITE', until: null, prerequisites: [{ id: 1, name: 'Getting started' }] },
        progress: { completedWeight: 0, requiredWeight: 1, percent: 0 },
        subsections: [
          itemFixture({ id: 301, name: 'Giving feedback', lock: { reason: 'PREREQUISITE', until: null, prerequisites: [{ id: 1, name: 'Getting started' }] } }),
        ],
      },
    ],
    ...overrides,
  };
}

/** One item's content as GET …/subsections/{id} answers it (a text item unless overridden). */
export function subsectionFixture(overrides: Partial<PlayerSubsection> & Pick<PlayerSubsection, 'id' | 'name'>): PlayerSubsection {
  return {
    ...itemFixture({ id: overrides.id, name: overrides.name }),
    sectionId: 1,
    sectionName: 'Getting started',
    description: null,
    body: null,
    previousId: null,
    nextId: null,
    file: null,
    playback: null,
    questionnaire: null,
    onlineLecture: null,
    onCampusLecture: null,
    attachments: [],
    ...overrides,
  };
}

/** A PDF file of `count` pages. */
export function pdfFileFixture(count = 3): NonNullable<PlayerSubsection['file']> {
  return {
    mediaId: 7, fileName: 'charter.pdf', mime: 'application/pdf', sizeBytes: 120_000, url: '/api/media/7/content?sig=a', durationSeconds: null,
    pages: Array.from({ length: count }, (_, i) => ({
      number: i + 1, width: 800, height: 1100, imageUrl: `/api/media/7/pages/${i + 1}?sig=a`, text: `Text of page ${i + 1}`,
    })),
    transcripts: [],
  };
}

/** A note of the member's; override what the test is about. */
export function noteFixture(overrides: Partial<Note> & Pick<Note, 'id'>): Note {
  return {
    subsectionId: 102,
    subsectionName: 'Welcome video',
    sectionId: 1,
    sectionName: 'Getting started',
    note: `Note ${overrides.id}`,
    positionKind: null,
    position: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
