import type { Language } from '@halaqa/contracts';
import { personName } from '../../lms/localized-name';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import type { Person } from './dto';

/** The users columns a Person is made of (select them as `person`). */
export const personColumns = {
  id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName,
  profileImageId: users.profileImageId,
};

export interface PersonRow {
  id: number; firstName: string; lastName: string; arFirstName: string | null; arLastName: string | null; profileImageId: number | null;
}

export function personOf(language: Language, row: PersonRow): Person {
  return { id: row.id, name: personName(language, row), avatarUrl: row.profileImageId === null ? null : mediaContentUrl(row.profileImageId) };
}
