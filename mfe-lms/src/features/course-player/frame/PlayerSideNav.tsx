import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { NavLink } from '@halaqa/router';
import { usePlayer } from './player-context';

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: flex; align-items: center; min-block-size: 40px; padding-inline: 8px;
    color: inherit; text-decoration: none; border-radius: ${({ theme }) => theme.radius}px;
  }
  a:hover { background: ${({ theme }) => theme.colors.background}; }
  a[aria-current='page'] { font-weight: 700; background: ${({ theme }) => theme.colors.background}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: -3px; }
`;

/** The course's own pages beside its outline: information, syllabus, modules, announcements, lectures, notes, attendance, grades, course work and exams. */
export function PlayerSideNav({ onOpen }: { onOpen?(): void }) {
  const { paths } = usePlayer();
  const { t } = useTranslation('mfe-lms');
  const links: Array<[to: string, label: string]> = [
    [paths.information(), t('pages.courseInformation')],
    [paths.syllabus(), t('pages.courseSyllabus')],
    [paths.modules(), t('pages.courseModules')],
    [paths.announcements(), t('pages.courseAnnouncements')],
    [paths.onlineLectures(), t('pages.courseOnlineLectures')],
    [paths.onCampusLectures(), t('pages.courseOnCampusLectures')],
    [paths.notes(), t('pages.courseNotes')],
    [paths.attendance(), t('pages.courseAttendance')],
    [paths.gradeItems(), t('pages.courseGradeItems')],
    [paths.assignments(), t('pages.courseAssignments')],
    [paths.exams(), t('pages.courseExams')],
    [paths.discussionBoards(), t('pages.courseDiscussionBoards')],
    [paths.surveys(), t('pages.courseSurveys')],
    [paths.polls(), t('pages.coursePolls')],
    [paths.certificate(), t('pages.courseCertificate')],
  ];
  return (
    <nav aria-label={t('player.nav.label')}>
      <List>
        {links.map(([to, label]) => <li key={to}><NavLink to={to} end onClick={onOpen}>{label}</NavLink></li>)}
      </List>
    </nav>
  );
}
