import styled from 'styled-components';
import { RatingStars } from '@halaqa/ui/pages';
import type { GroupDetails } from '../../../api/groups-types';
import { GroupFacts } from '../ui/GroupFacts';
import { MembershipActions } from '../ui/MembershipActions';
import { RateGroup } from './RateGroup';

const Header = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 220px) minmax(0, 1fr);
  gap: 20px;
  margin-block-end: 24px;
  @media (max-width: 700px) { grid-template-columns: minmax(0, 1fr); }
  img { inline-size: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  .about { display: flex; flex-direction: column; gap: 10px; }
  .description { margin: 0; line-height: 1.6; white-space: pre-line; }
`;

/** The group's picture, description, privacy, members, rating, and the member's membership. */
export function GroupHeader({ group, label }: { group: GroupDetails; label: string }) {
  return (
    <Header aria-label={label} data-testid="group-header">
      {group.imageUrl && <img src={group.imageUrl} alt="" />}
      <div className="about">
        {group.description && <p className="description" dir="auto">{group.description}</p>}
        <GroupFacts group={group} />
        <RatingStars average={group.rating} count={group.ratingCount} />
        <MembershipActions group={group} full />
        {group.myMembership?.status === 'ACCEPTED' && <RateGroup groupId={group.id} myRating={group.myRating} />}
      </div>
    </Header>
  );
}
