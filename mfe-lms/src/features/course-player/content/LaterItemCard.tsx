import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { lmsPaths } from '../../../definition';
import { formatDateRange } from '../../../format/dates';
import type { PlayerSubsection } from '../api/types';
import { usePlayer } from '../frame/player-context';

const Box = styled.div`
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  p { margin: 0 0 12px; color: ${({ theme }) => theme.colors.muted}; }
`;

/** The pages of the item kinds that come in later issues, to which their card leads. */
const LIST_PAGE = {
  ASSIGNMENT: lmsPaths.courseAssignments,
  DISCUSSION_BOARD: lmsPaths.courseDiscussionBoards,
  SURVEY: lmsPaths.courseSurveys,
  POLL: lmsPaths.coursePolls,
} as const;

const isListed = (type: string | null): type is keyof typeof LIST_PAGE => type !== null && type in LIST_PAGE;

/** An assignment, discussion, survey, poll or SCORM package: its kind, dates and the way to its own page. */
export function LaterItemCard({ subsection }: { subsection: PlayerSubsection }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { courseId } = usePlayer();
  const dates = formatDateRange(subsection.availableFrom, subsection.availableTo, language);
  const type = subsection.contentType;
  return (
    <Box data-testid="later-item">
      <p>{t(`player.contentTypes.${type ?? 'OTHER'}`, { defaultValue: t('player.contentTypes.OTHER') })}</p>
      {dates && <p>{t('player.content.available', { dates })}</p>}
      {isListed(type)
        ? <Button as={Link} to={LIST_PAGE[type](courseId)}>{t('player.content.openItsPage')}</Button>
        : <p>{t('player.content.notYetHere')}</p>}
    </Box>
  );
}
