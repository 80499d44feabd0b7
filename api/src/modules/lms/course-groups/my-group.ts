import type { Db } from '../../../core/db/types';
import type { PlayerSeat } from '../player/player-gate';
import type { MyCourseGroup } from './dto';
import { groupIdsOfMember, groupsOf } from './group-rows';

/** The caller's current group in the course with its members' names (spec "current course group"); none: group null. */
export async function myCourseGroup(db: Db, seat: PlayerSeat): Promise<MyCourseGroup> {
  const [groupId] = await groupIdsOfMember(db, seat.course.id, seat.caller.userId);
  if (groupId === undefined) return { group: null };
  const [group] = await groupsOf(db, seat.course.id, seat.caller.language, [groupId]);
  return { group: group ? { id: group.id, name: group.name, members: group.members } : null };
}
