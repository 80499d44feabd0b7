/**
 * Who sees what of a course in the player, and what is locked
 * (docs/design/course-player-api.md "Visibility and locks"). Pure: the
 * outline, the subsection reads, the completion calls and the media check
 * all decide with this one function over facts loaded by outline-facts.ts.
 */

export type Audience = 'ALL' | 'SPECIFIC_GROUPS' | 'SPECIFIC_STUDENTS';
type LockReason = 'UNLOCK_DATE' | 'PREREQUISITE' | 'NOT_YET_AVAILABLE' | 'NO_LONGER_AVAILABLE';

export interface Lock {
  reason: LockReason;
  /** When it opens (UNLOCK_DATE, NOT_YET_AVAILABLE) or when it closed (NO_LONGER_AVAILABLE); null for PREREQUISITE. */
  until: Date | null;
  /** PREREQUISITE: the prerequisite sections not done yet, in outline order. */
  prerequisites: Array<{ id: number; name: string }>;
}

export interface SubsectionFacts {
  id: number;
  isPublished: boolean;
  isOptional: boolean;
  hasCompletionRule: boolean;
  audience: Audience;
  /** The member is in subsection_audience_students, or in one of its subsection_audience_groups. */
  inAudience: boolean;
  availableFrom: Date | null;
  availableTo: Date | null;
  isCompleted: boolean;
}

export interface SectionFacts {
  id: number;
  name: string;
  isPublished: boolean;
  unlockStartDate: Date | null;
  prerequisiteIds: readonly number[];
  subsections: readonly SubsectionFacts[];
}

export interface OutlineFacts {
  now: Date;
  /**
   * Instructors and administrators (not in student view): every published
   * item, never locked, whatever its audience.
   */
  seesEverything: boolean;
  /** In outline order. */
  sections: readonly SectionFacts[];
}

export interface ItemAccess {
  hidden: boolean;
  lock: Lock | null;
}

export interface OutlineAccess {
  sections: Map<number, ItemAccess>;
  subsections: Map<number, ItemAccess>;
}

const HIDDEN: ItemAccess = { hidden: true, lock: null };
const OPEN: ItemAccess = { hidden: false, lock: null };

function isHiddenSubsection(section: SectionFacts, subsection: SubsectionFacts, seesEverything: boolean): boolean {
  if (!section.isPublished || !subsection.isPublished) return true;
  if (seesEverything) return false;
  return subsection.audience !== 'ALL' && !subsection.inAudience;
}

/** A subsection a member must complete for a section to count as done (a prerequisite). */
function isOutstanding(section: SectionFacts, subsection: SubsectionFacts): boolean {
  return !isHiddenSubsection(section, subsection, false) && !subsection.isOptional && subsection.hasCompletionRule && !subsection.isCompleted;
}

function sectionLock(section: SectionFacts, byId: ReadonlyMap<number, SectionFacts>, order: readonly SectionFacts[], now: Date): Lock | null {
  if (section.unlockStartDate && section.unlockStartDate.getTime() > now.getTime()) {
    return { reason: 'UNLOCK_DATE', until: section.unlockStartDate, prerequisites: [] };
  }
  const prerequisiteIds = new Set(section.prerequisiteIds.filter((id) => id !== section.id && byId.has(id)));
  const unmet = order.filter((candidate) => prerequisiteIds.has(candidate.id)
    && candidate.subsections.some((subsection) => isOutstanding(candidate, subsection)));
  if (unmet.length) return { reason: 'PREREQUISITE', until: null, prerequisites: unmet.map(({ id, name }) => ({ id, name })) };
  return null;
}

function windowLock(subsection: SubsectionFacts, now: Date): Lock | null {
  if (subsection.availableFrom && subsection.availableFrom.getTime() > now.getTime()) {
    return { reason: 'NOT_YET_AVAILABLE', until: subsection.availableFrom, prerequisites: [] };
  }
  if (subsection.availableTo && subsection.availableTo.getTime() < now.getTime()) {
    return { reason: 'NO_LONGER_AVAILABLE', until: subsection.availableTo, prerequisites: [] };
  }
  return null;
}

/**
 * Hidden and locked, for every section and subsection of the outline. A
 * subsection carries its section's lock when the section has one, else its
 * own availability window's.
 */
export function outlineAccessOf(facts: OutlineFacts): OutlineAccess {
  const byId = new Map(facts.sections.map((section) => [section.id, section]));
  const sections = new Map<number, ItemAccess>();
  const subsections = new Map<number, ItemAccess>();
  for (const section of facts.sections) {
    if (!section.isPublished) {
      sections.set(section.id, HIDDEN);
      for (const subsection of section.subsections) subsections.set(subsection.id, HIDDEN);
      continue;
    }
    const lockOfSection = facts.seesEverything ? null : sectionLock(section, byId, facts.sections, facts.now);
    sections.set(section.id, lockOfSection ? { hidden: false, lock: lockOfSection } : OPEN);
    for (const subsection of section.subsections) {
      if (isHiddenSubsection(section, subsection, facts.seesEverything)) {
        subsections.set(subsection.id, HIDDEN);
        continue;
      }
      const lock = facts.seesEverything ? null : lockOfSection ?? windowLock(subsection, facts.now);
      subsections.set(subsection.id, lock ? { hidden: false, lock } : OPEN);
    }
  }
  return { sections, subsections };
}

/** Why an item is locked, for the 403 ply-002 message. */
export function lockMessage(lock: Lock): string {
  switch (lock.reason) {
    case 'UNLOCK_DATE':
      return `This section unlocks on ${lock.until?.toISOString()}`;
    case 'PREREQUISITE':
      return `Complete these sections first: ${lock.prerequisites.map((section) => section.name).join(', ')}`;
    case 'NOT_YET_AVAILABLE':
      return `This item is available from ${lock.until?.toISOString()}`;
    case 'NO_LONGER_AVAILABLE':
      return `This item stopped being available on ${lock.until?.toISOString()}`;
  }
}
