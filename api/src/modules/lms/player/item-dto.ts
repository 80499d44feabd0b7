import type { Lock } from './access-rules';
import type { PlayerItem } from './dto';
import type { OutlineSubsection } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function lockDto(lock: Lock | null): PlayerItem['lock'] {
  return lock ? { reason: lock.reason, until: iso(lock.until), prerequisites: lock.prerequisites } : null;
}

/** A subsection of the outline as the player lists it (completion only for students). */
export function playerItemOf(seat: PlayerSeat, subsection: OutlineSubsection): PlayerItem {
  return {
    id: subsection.id,
    name: subsection.name,
    contentType: subsection.contentType,
    fileKind: subsection.fileKind,
    isOptional: subsection.isOptional,
    weight: subsection.weight,
    hasCompletionRule: subsection.hasCompletionRule,
    isCompleted: writesProgress(seat) ? subsection.isCompleted : null,
    lock: lockDto(subsection.access.lock),
    availableFrom: iso(subsection.availableFrom),
    availableTo: iso(subsection.availableTo),
  };
}
