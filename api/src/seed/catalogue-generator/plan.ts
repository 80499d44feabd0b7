import type { CourseLanguage } from '@halaqa/contracts';
import {
  courseEnrollees, courseReviews, courses, courseTargetOrganizations,
} from '../../modules/lms/tables';
import { EXPIRED_HIDDEN_AFTER_MS } from '../../modules/lms/visibility';
import type { users } from '../../modules/users/tables';
import { seededRandom, weightedSampler, zipfWeights, type Random } from './random';
import { AUDIENCES, CITIES, FIRST_NAMES, FORMATS, LAST_NAMES, LEVELS, REVIEW_TEXTS, TOPICS, type Pair } from './words';

const DAY = 24 * 60 * 60 * 1000;


/** What the organization already has, that generated rows refer to. */
export interface CatalogueInputs {
  categoryIds: readonly number[];
  learningTypeIds: readonly number[];
  coverImageIds: readonly number[];
  /** Other organizations a few courses are also offered in. */
  otherOrganizationIds: readonly number[];
}

export interface CatalogueSize {
  courses: number;
  enrollments: number;
  members: number;
  now: Date;
  /** Same seed, same catalogue. */
  seed: number;
  /** Keeps the emails of this run apart from earlier runs in the same organization. */
  runTag: string;
}

type CourseRow = Omit<typeof courses.$inferInsert, 'id' | 'organizationId' | 'createdById'>;
type TargetRow = Omit<typeof courseTargetOrganizations.$inferInsert, 'id' | 'courseId' | 'organizationId'>;
type MemberRow = Omit<typeof users.$inferInsert, 'id' | 'organizationId' | 'permissionSetId'>;
type EnrollmentRow = Omit<typeof courseEnrollees.$inferInsert, 'id' | 'organizationId' | 'courseId' | 'userId'>;
type ReviewRow = Omit<typeof courseReviews.$inferInsert, 'id' | 'organizationId' | 'courseId' | 'userId'>;

/** Rows refer to each other by index into `courses` and `members`; the writer turns indexes into ids. */
interface PlannedCourse {
  row: CourseRow;
  target: TargetRow;
  learningTypeIds: number[];
  extraTargetOrganizationIds: number[];
  /** Indexes into `members` (instructors only), with isHidden. */
  instructors: Array<{ member: number; isHidden: boolean }>;
  /** In the catalogue of the organization (docs/design/lms-api.md "Visibility"). */
  isListed: boolean;
}
interface PlannedMember { row: MemberRow; isInstructor: boolean }
interface PlannedEnrollment { course: number; member: number; row: EnrollmentRow }
interface PlannedReview { course: number; member: number; row: ReviewRow }
interface PlannedWish { course: number; member: number; createdAt: Date }

export interface CataloguePlan {
  courses: PlannedCourse[];
  members: PlannedMember[];
  enrollments: PlannedEnrollment[];
  reviews: PlannedReview[];
  wishlist: PlannedWish[];
}

/** Share of generated members who teach (course instructors). */
const INSTRUCTOR_SHARE = 0.02;
const PAID_PRICES = [4_900, 9_900, 14_900, 19_900, 29_900, 49_900, 99_900, 149_900];

/** The whole catalogue, in memory, before any row is written. */
export function planCatalogue(size: CatalogueSize, inputs: CatalogueInputs): CataloguePlan {
  if (size.members < 1 || size.courses < 1) throw new Error('the generator needs at least one member and one course');
  const random = seededRandom(size.seed);
  const members = Array.from({ length: size.members }, (_, index) => planMember(index, size, random));
  const instructorIndexes = members.flatMap((member, index) => (member.isInstructor ? [index] : []));
  const planned = Array.from({ length: size.courses }, () => planCourse(size.now, inputs, instructorIndexes, random));
  const enrollments = planEnrollments(planned, members, size, random);
  for (const enrollment of enrollments) {
    const row = planned[enrollment.course]!.row;
    row.enrollmentCount = (row.enrollmentCount ?? 0) + 1;
  }
  return {
    courses: planned,
    members,
    enrollments,
    reviews: planReviews(planned, enrollments, size.now, random),
    wishlist: planWishlist(planned, members, enrollments, size, random),
  };
}

function planMember(index: number, size: CatalogueSize, random: Random): PlannedMember {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const isInstructor = index < Math.max(1, Math.round(size.members * INSTRUCTOR_SHARE));
  const city = random.pick(CITIES);
  return {
    isInstructor,
    row: {
      email: `${first[0]}.${last[0]}.${index + 1}.${size.runTag}@members.generated.test`.toLowerCase(),
      passwordHash: null,
      isVerified: true,
      isInstructor,
      firstName: first[0],
      lastName: last[0],
      arFirstName: first[1],
      arLastName: last[1],
      preferredLanguage: random.chance(0.5) ? 'ar' : 'en',
      country: 'Saudi Arabia',
      city: city[0],
      createdAt: new Date(size.now.getTime() - random.int(30, 900) * DAY),
    },
  };
}

type Lifecycle = 'deleted' | 'unpublished' | 'unapproved' | 'expired' | 'coming-soon' | 'running';

/** Most courses are live; a share is expired, unpublished, unapproved or deleted, as in a real catalogue. */
function lifecycleOf(random: Random): Lifecycle {
  const roll = random.next();
  if (roll < 0.02) return 'deleted';
  if (roll < 0.12) return 'unpublished';
  if (roll < 0.16) return 'unapproved';
  if (roll < 0.31) return 'expired';
  if (roll < 0.36) return 'coming-soon';
  return 'running';
}

function courseName(language: CourseLanguage, random: Random): { name: string; topic: Pair; audience: Pair } {
  const level = random.pick(LEVELS);
  const topic = random.pick(TOPICS);
  const audience = random.pick(AUDIENCES);
  const side = language === 'ARABIC' ? 1 : 0;
  const name = [level[side], topic[side], audience[side]].filter(Boolean).join(' ');
  return { name, topic, audience };
}

function descriptions(language: CourseLanguage, topic: Pair, weeks: number, random: Random): { brief: string; full: string } {
  const format = random.pick(FORMATS);
  if (language === 'ARABIC') {
    const brief = random.chance(0.5)
      ? `تعلّم ${topic[1]} خلال ${weeks} أسابيع من ${format[1]}.`
      : `اكتسب مهارات عملية في ${topic[1]} من خلال تمارين موجهة وأمثلة واقعية.`;
    return { brief, full: `${brief} يجمع البرنامج بين ${format[1]} والتقييم المستمر، ويختتم بمشروع تطبيقي.` };
  }
  const brief = random.chance(0.5)
    ? `Learn ${topic[0].toLowerCase()} through ${weeks} weeks of ${format[0]}.`
    : `Build practical skills in ${topic[0].toLowerCase()} with guided exercises and real examples.`;
  return { brief, full: `${brief} The course combines ${format[0]} with regular assessments and ends with an applied project.` };
}

function planCourse(now: Date, inputs: CatalogueInputs, instructorIndexes: readonly number[], random: Random): PlannedCourse {
  const lifecycle = lifecycleOf(random);
  const language: CourseLanguage = random.chance(0.6) ? 'ENGLISH' : 'ARABIC';
  const weeks = random.int(2, 16);
  const { name, topic } = courseName(language, random);
  const text = descriptions(language, topic, weeks, random);
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  let startDate: Date | null = null;
  let endDate: Date | null = null;
  if (lifecycle === 'expired') {
    endDate = at(-random.int(31, 700));
    startDate = new Date(endDate.getTime() - weeks * 7 * DAY);
  } else if (lifecycle === 'coming-soon') {
    startDate = at(random.int(14, 120));
    endDate = new Date(startDate.getTime() + weeks * 7 * DAY);
  } else if (random.chance(0.9)) {
    // Running or upcoming: ends no earlier than 29 days ago, so it is still listed.
    endDate = at(random.int(-29, 300));
    startDate = new Date(endDate.getTime() - weeks * 7 * DAY);
  }
  const hasWindow = startDate !== null && random.chance(0.7);
  const isApproved = lifecycle !== 'unapproved';
  const isPublished = lifecycle !== 'unpublished';
  const onCampus = random.chance(0.2);
  const city = random.pick(CITIES);

  const row: CourseRow = {
    name,
    briefDescription: text.brief,
    description: text.full,
    welcomeMessage: random.chance(0.5) ? (language === 'ARABIC' ? 'مرحبًا بك!' : 'Welcome aboard!') : null,
    language,
    categoryId: inputs.categoryIds.length && random.chance(0.95) ? random.pick(inputs.categoryIds) : null,
    country: onCampus ? 'Saudi Arabia' : null,
    city: onCampus ? city[language === 'ARABIC' ? 1 : 0] : null,
    duration: weeks,
    durationUnit: 'WEEKS',
    startDate,
    endDate,
    startEnrollmentDate: hasWindow && startDate ? new Date(startDate.getTime() - 30 * DAY) : null,
    endEnrollmentDate: hasWindow && startDate ? new Date(startDate.getTime() + 7 * DAY) : null,
    maxEnrollmentCount: random.chance(0.1) ? random.int(20, 400) : null,
    enrollmentCount: 0,
    isDeleted: lifecycle === 'deleted',
    isApproved,
    isPublished,
    isPublishedByAdmin: isPublished && random.chance(0.5),
    isComingSoon: lifecycle === 'coming-soon',
    status: isApproved ? 'APPROVED' : random.pick(['PENDING', 'REJECTED'] as const),
    coverImageId: inputs.coverImageIds.length ? random.pick(inputs.coverImageIds) : null,
    createdAt: new Date((startDate ?? now).getTime() - random.int(10, 120) * DAY),
  };
  const target = planTarget(random);
  const isListed = !row.isDeleted && isPublished && isApproved && target.isPublished === true
    && (endDate === null || endDate.getTime() >= now.getTime() - EXPIRED_HIDDEN_AFTER_MS);
  return {
    row,
    target,
    isListed,
    learningTypeIds: pickDistinct(inputs.learningTypeIds, random.chance(0.3) ? 2 : 1, random),
    extraTargetOrganizationIds: random.chance(0.03) ? pickDistinct(inputs.otherOrganizationIds, 1, random) : [],
    instructors: pickDistinct(instructorIndexes, random.chance(0.1) ? 2 : 1, random)
      .map((member) => ({ member, isHidden: random.chance(0.05) })),
  };
}

/** The offer in the organization: free for a little over half, some paid ones discounted. */
function planTarget(random: Random): TargetRow {
  const isPublished = random.chance(0.96);
  if (random.chance(0.55)) return { price: 0, oldPrice: null, isDiscounted: false, isPublished };
  const price = random.pick(PAID_PRICES);
  const isDiscounted = random.chance(0.25);
  return {
    price,
    oldPrice: isDiscounted ? Math.round((price * (1.2 + random.next() * 0.4)) / 100) * 100 : null,
    isDiscounted,
    isPublished,
    accessRestrictionType: random.chance(0.05) ? 'PRIVATE' : 'PUBLIC',
    issueCertificate: random.chance(0.4),
  };
}

function pickDistinct<T>(items: readonly T[], wanted: number, random: Random): T[] {
  const chosen = new Set<T>();
  const goal = Math.min(wanted, items.length);
  while (chosen.size < goal) chosen.add(random.pick(items));
  return [...chosen];
}

/**
 * Enrollments over members and courses, both with Zipf-like popularity (a few
 * busy members and best-selling courses, a long tail); never two for one
 * member and course, never past a course's capacity, never in deleted courses.
 */
function planEnrollments(planned: readonly PlannedCourse[], members: readonly PlannedMember[], size: CatalogueSize, random: Random): PlannedEnrollment[] {
  const open = planned.flatMap((course, index) => (course.row.isDeleted ? [] : [index]));
  if (!open.length && size.enrollments) throw new Error('no course to enroll in');
  const drawCourse = weightedSampler(zipfWeights(open.length, 0.8, random), random);
  const drawMember = weightedSampler(zipfWeights(members.length, 0.5, random), random);
  const taken = new Set<number>();
  const counts = new Map<number, number>();
  const enrollments: PlannedEnrollment[] = [];
  const maxAttempts = size.enrollments * 50 + 1000;
  for (let attempt = 0; enrollments.length < size.enrollments; attempt += 1) {
    if (attempt > maxAttempts) throw new Error(`could only place ${enrollments.length} of ${size.enrollments} enrollments: too few members or courses`);
    const course = open[drawCourse()]!;
    const member = drawMember();
    const key = member * planned.length + course;
    const capacity = planned[course]!.row.maxEnrollmentCount;
    if (taken.has(key) || (capacity != null && (counts.get(course) ?? 0) >= capacity)) continue;
    taken.add(key);
    counts.set(course, (counts.get(course) ?? 0) + 1);
    enrollments.push({ course, member, row: planEnrollmentRow(planned[course]!, members[member]!, size.now, random) });
  }
  return enrollments;
}

function planEnrollmentRow(course: PlannedCourse, member: PlannedMember, now: Date, random: Random): EnrollmentRow {
  const earliest = Math.max(member.row.createdAt!.getTime(), (course.row.createdAt ?? now).getTime());
  const createdAt = new Date(earliest + random.next() * Math.max(0, now.getTime() - earliest));
  const started = !course.row.startDate || course.row.startDate.getTime() <= now.getTime();
  const progress = !started || random.chance(0.3) ? 0 : random.chance(0.25) ? 100 : random.int(1, 99);
  const isFinished = progress === 100 && random.chance(0.8);
  return {
    progress,
    isFinished,
    finishedAt: isFinished ? new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime())) : null,
    isPinned: random.chance(0.03),
    lastVisitedAt: progress > 0 ? new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime())) : null,
    createdAt,
  };
}

/** Reviews from members well into a course; ratings lean positive. */
function planReviews(planned: readonly PlannedCourse[], enrollments: readonly PlannedEnrollment[], now: Date, random: Random): PlannedReview[] {
  const ratings = [1, 2, 3, 4, 5] as const;
  const drawRating = weightedSampler([3, 5, 17, 35, 40], random);
  return enrollments.filter((enrollment) => (enrollment.row.progress ?? 0) >= 30 && random.chance(0.25)).map((enrollment) => {
    const rating = ratings[drawRating()]!;
    const createdAt = new Date(enrollment.row.createdAt!.getTime() + random.next() * (now.getTime() - enrollment.row.createdAt!.getTime()));
    return {
      course: enrollment.course,
      member: enrollment.member,
      row: {
        rating,
        text: REVIEW_TEXTS[rating][planned[enrollment.course]!.row.language === 'ARABIC' ? 1 : 0],
        isHidden: random.chance(0.02),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}

/** Favorites: listed courses the member is not enrolled in, about one for every twenty enrollments. */
function planWishlist(
  planned: readonly PlannedCourse[], members: readonly PlannedMember[], enrollments: readonly PlannedEnrollment[], size: CatalogueSize, random: Random,
): PlannedWish[] {
  const listed = planned.flatMap((course, index) => (course.isListed ? [index] : []));
  if (!listed.length) return [];
  const taken = new Set(enrollments.map((enrollment) => enrollment.member * planned.length + enrollment.course));
  const wanted = Math.min(Math.round(size.enrollments / 20), Math.floor((members.length * listed.length) / 4));
  const wishes: PlannedWish[] = [];
  for (let attempt = 0; wishes.length < wanted && attempt < wanted * 50; attempt += 1) {
    const course = random.pick(listed);
    const member = random.int(0, members.length - 1);
    const key = member * planned.length + course;
    if (taken.has(key)) continue;
    taken.add(key);
    wishes.push({ course, member, createdAt: new Date(size.now.getTime() - random.int(0, 200) * DAY) });
  }
  return wishes;
}
