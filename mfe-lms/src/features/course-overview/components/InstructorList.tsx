import styled from 'styled-components';
import type { CourseOverview } from '../api/types';
import { PersonAvatar } from './PersonAvatar';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: 12px; font-weight: 600; }
`;

/** The course's visible instructors. */
export function InstructorList({ instructors }: { instructors: CourseOverview['instructors'] }) {
  return (
    <List data-testid="instructors">
      {instructors.map((person) => <li key={person.id}><PersonAvatar person={person} />{person.name}</li>)}
    </List>
  );
}
