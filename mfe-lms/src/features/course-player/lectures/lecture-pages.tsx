import { useState, type ReactNode } from 'react';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, Pagination, QueryStates, pageCountOf } from '@halaqa/ui/pages';
import { routeIdOf } from '../../../route-id';
import { LECTURES_TAKE, useOnCampusLecture, useOnCampusLectures, useOnlineLecture, useOnlineLectures } from '../api/lectures-queries';
import type { LectureState } from '../api/types';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerList, PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';
import { formatLectureTime } from './lecture-time';
import { LectureStateBadge } from './LectureState';
import { OnCampusLectureDetails } from './OnCampusLectureDetails';
import { OnlineLectureDetails } from './OnlineLectureDetails';


interface LectureRow { id: number; title: string; startsAt: string; endsAt: string; state: LectureState; extra?: string }


function LectureList({ rows, count, page, onPage, linkOf, empty }: {
  rows: LectureRow[]; count: number; page: number; onPage(page: number): void; linkOf(id: number): string; empty: string;
}) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <PlayerList>
        {rows.map((lecture) => (
          <li key={lecture.id} data-testid="lecture">
            <h2 dir="auto"><Link to={linkOf(lecture.id)}>{lecture.title}</Link></h2>
            <LectureStateBadge state={lecture.state} />
            <p>{formatLectureTime(lecture.startsAt, lecture.endsAt, language)}</p>
            {lecture.extra && <p dir="auto">{lecture.extra}</p>}
          </li>
        ))}
      </PlayerList>
      <Pagination page={page} pageCount={pageCountOf(count, LECTURES_TAKE)} onPageChange={onPage} label={t('player.lectures.pages')} />
    </>
  );
}

/** online-lectures: the course's online lectures. */
export function OnlineLecturesPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const [page, setPage] = useState(1);
  const lectures = useOnlineLectures(courseId, page);
  return (
    <div data-testid="online-lectures">
      <PlayerHeading>{title ?? t('pages.courseOnlineLectures')}</PlayerHeading>
      <QueryStates query={lectures} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ count, data }) => (
          <LectureList rows={data} count={count} page={page} onPage={setPage} linkOf={paths.onlineLecture} empty={t('player.lectures.emptyOnline')} />
        )}
      </QueryStates>
    </div>
  );
}

/** on-campus-lectures: the course's lectures in a room, with their place. */
export function OnCampusLecturesPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const [page, setPage] = useState(1);
  const lectures = useOnCampusLectures(courseId, page);
  return (
    <div data-testid="on-campus-lectures">
      <PlayerHeading>{title ?? t('pages.courseOnCampusLectures')}</PlayerHeading>
      <QueryStates query={lectures} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ count, data }) => (
          <LectureList
            rows={data.map((lecture) => ({ ...lecture, extra: lecture.location }))}
            count={count}
            page={page}
            onPage={setPage}
            linkOf={paths.onCampusLecture}
            empty={t('player.lectures.emptyOnCampus')}
          />
        )}
      </QueryStates>
    </div>
  );
}

function SingleLecture({ children, back }: { children: ReactNode; back: ReactNode }) {
  return <article>{children}<p>{back}</p></article>;
}

/** online-lectures/{id}: one online lecture, with the join button in its window. */
export function OnlineLecturePage({ params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const lecture = useOnlineLecture(courseId, routeIdOf(params.onlineLectureId) ?? 0);
  return (
    <SingleLecture back={<Link to={paths.onlineLectures()}>{t('player.lectures.allOnline')}</Link>}>
      <QueryStates query={lecture} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {(item) => <><PlayerHeading>{item.title}</PlayerHeading><OnlineLectureDetails lecture={item} /></>}
      </QueryStates>
    </SingleLecture>
  );
}

/** on-campus-lectures/{id}: one lecture in a room. */
export function OnCampusLecturePage({ params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const lecture = useOnCampusLecture(courseId, routeIdOf(params.onCampusLectureId) ?? 0);
  return (
    <SingleLecture back={<Link to={paths.onCampusLectures()}>{t('player.lectures.allOnCampus')}</Link>}>
      <QueryStates query={lecture} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {(item) => <><PlayerHeading>{item.title}</PlayerHeading><OnCampusLectureDetails lecture={item} /></>}
      </QueryStates>
    </SingleLecture>
  );
}
