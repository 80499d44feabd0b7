import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { useAddressWithoutStudentView } from './player-route';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding-block: 10px;
  padding-inline: 16px;
  margin-block-end: 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.onInfo};
  font-weight: 600;
  a { color: inherit; }
  a:focus-visible { outline: 3px solid currentColor; outline-offset: 2px; }
`;

/** Said all along while an instructor views the course as a student, with the way back to their own view. */
export function StudentViewBanner() {
  const { t } = useTranslation('mfe-lms');
  const back = useAddressWithoutStudentView();
  return (
    <Banner role="status" data-testid="student-view-banner">
      <span>{t('player.studentView.banner')}</span>
      <Link to={back}>{t('player.studentView.back')}</Link>
    </Banner>
  );
}
