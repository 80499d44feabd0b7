import { useId } from 'react';
import styled from 'styled-components';
import { RatingStars } from '@halaqa/ui/pages';
import type { GroupCard } from '../../../api/groups-types';
import { socialPaths } from '../../../definition';
import { CardFrame, StretchedLink } from '../ui/card-frame';
import { GroupCover } from '../ui/GroupCover';
import { GroupFacts } from '../ui/GroupFacts';
import { MembershipActions } from '../ui/MembershipActions';

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.35;
`;

const Brief = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.5;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** Controls placed over the stretched link: above it, so they stay clickable. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  padding-inline: 16px;
  padding-block-end: 16px;
`;

/** A group in a list, course-card style: cover, name (the link to the group), description, facts, rating; join from discovery. */
export function GroupCardItem({ group, withActions }: { group: GroupCard; withActions: boolean }) {
  const nameId = useId();
  return (
    <CardFrame data-testid="group-card" aria-labelledby={nameId}>
      <GroupCover name={group.name} url={group.imageUrl} />
      <Body>
        <Title id={nameId}><StretchedLink to={socialPaths.group(group.id)}><bdi>{group.name}</bdi></StretchedLink></Title>
        {group.description && <Brief dir="auto">{group.description}</Brief>}
        <GroupFacts group={group} />
        <RatingStars average={group.rating} count={group.ratingCount} />
      </Body>
      {withActions && <Actions><MembershipActions group={group} /></Actions>}
    </CardFrame>
  );
}
