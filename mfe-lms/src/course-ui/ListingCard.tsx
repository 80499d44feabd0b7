import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CardFrame, StretchedLink } from './card-frame';
import type { ListedItem } from './course-types';
import { CourseCover } from './CourseCover';
import { PriceTag } from './PriceTag';
import { StatusBadges } from './StatusBadges';

export type HeadingLevel = 2 | 3 | 4;

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

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-start: auto;
  padding-block-start: 8px;
`;

/** Controls placed over the stretched link (pin, remove from favorites): above it, so they stay clickable. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding-inline: 16px;
  padding-block-end: 16px;
`;

export interface ListingCardProps {
  item: ListedItem;
  /** The item's overview: its name links there. */
  href: string;
  /** The name's heading level in the page outline. */
  headingLevel: HeadingLevel;
  testId: string;
  /** The cover is in the first screen (see coverPriorityOf). */
  coverPriority?: boolean;
  /** Above the name (a course's category). */
  kicker?: ReactNode;
  /** Under the summary (a course's facts). */
  details?: ReactNode;
  /** Beside the price (the rating, the number of courses). */
  footerStart?: ReactNode;
  /** Controls for this card (pin, remove from favorites). */
  actions?: ReactNode;
  /** Under the footer (a progress bar). */
  children?: ReactNode;
}

/**
 * A card in a list of courses or specializations: cover with its state,
 * name (the one link, to the overview), summary and price; the kind of item
 * adds its own details around them.
 */
export function ListingCard({ item, href, headingLevel, testId, coverPriority, kicker, details, footerStart, actions, children }: ListingCardProps) {
  const nameId = useId();
  return (
    <CardFrame data-testid={testId} aria-labelledby={nameId}>
      <CourseCover id={item.id} name={item.name} url={item.coverImageUrl} priority={coverPriority}>
        <StatusBadges item={item} onCover />
      </CourseCover>
      <Body>
        {kicker}
        <Title as={`h${headingLevel}`} id={nameId} dir="auto">
          <StretchedLink to={href}>{item.name}</StretchedLink>
        </Title>
        {item.briefDescription && <Brief dir="auto">{item.briefDescription}</Brief>}
        {details}
        <Footer>
          {footerStart}
          <PriceTag item={item} />
        </Footer>
        {children}
      </Body>
      {actions && <Actions>{actions}</Actions>}
    </CardFrame>
  );
}
