import styled from 'styled-components';
import { mediaThumbnailUrl } from '@halaqa/contracts/src/media';
import { Icon } from '@halaqa/ui';
import type { CourseCardData } from '../../course-ui/course-types';

/** A course card of GET courses/search; the box shows its cover, name and brief description. */
export type FoundCourse = Pick<CourseCardData, 'id' | 'name' | 'briefDescription' | 'coverImageUrl'>;

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 14px;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.background : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? `inset 3px 0 0 ${theme.colors.primaryText}` : 'none')};
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const Thumbnail = styled.span`
  flex: none;
  width: 48px;
  height: 36px;
  border-radius: 6px;
  overflow: hidden;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Texts = styled.span`
  min-width: 0;
  display: flex;
  flex-direction: column;
  strong, span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
`;

const SeeAll = styled(Item)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
`;

interface OptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
}

// Options are chosen with the pointer without taking focus from the input
// (aria-activedescendant pattern): mousedown must not blur it.
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

export function CourseOption({ course, id, active, onChoose }: OptionProps & { course: FoundCourse }) {
  return (
    <Item id={id} role="option" aria-selected={active} $active={active} onMouseDown={keepFocus} onClick={onChoose} data-testid="course-search-option">
      <Thumbnail aria-hidden="true">
        {course.coverImageUrl ? <img src={mediaThumbnailUrl(course.coverImageUrl)} alt="" loading="lazy" /> : <Icon name="book" size={18} />}
      </Thumbnail>
      <Texts>
        <strong>{course.name}</strong>
        {course.briefDescription && <span>{course.briefDescription}</span>}
      </Texts>
    </Item>
  );
}

export function SeeAllOption({ label, id, active, onChoose }: OptionProps & { label: string }) {
  return (
    <SeeAll id={id} role="option" aria-selected={active} $active={active} onMouseDown={keepFocus} onClick={onChoose} data-testid="course-search-see-all">
      {label}
    </SeeAll>
  );
}
