import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import type { OnCampusLecture } from '../api/types';
import { TakeAttendance } from '../attendance/taking/TakeAttendance';
import { usePlayer } from '../frame/player-context';
import { LectureFacts } from './lecture-details';
import { formatLectureTime, mapLinkOf } from './lecture-time';
import { LectureStateBadge } from './LectureState';

/** An on-campus lecture: place, time, a map link, and the way to record attendance with the code given in the room (or, for its instructors, to give one). */
export function OnCampusLectureDetails({ lecture }: { lecture: OnCampusLecture }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { paths, isLearner } = usePlayer();
  return (
    <LectureFacts data-testid="on-campus-lecture">
      <div className="row"><LectureStateBadge state={lecture.state} />{lecture.attended && <span>{t('player.lectures.attended')}</span>}</div>
      <dl>
        <dt>{t('player.lectures.when')}</dt>
        <dd>{formatLectureTime(lecture.startsAt, lecture.endsAt, language)}</dd>
        <dt>{t('player.lectures.where')}</dt>
        <dd dir="auto">{lecture.location}</dd>
      </dl>
      {lecture.description && <p dir="auto">{lecture.description}</p>}
      <div className="row">
        {lecture.latitude !== null && lecture.longitude !== null && (
          <a href={mapLinkOf(lecture.latitude, lecture.longitude)} target="_blank" rel="noopener noreferrer" data-testid="map-link">
            {t('player.lectures.map')}
          </a>
        )}
        {isLearner && lecture.state !== 'UPCOMING' && !lecture.attended && (
          <Button as={Link} to={paths.attendance()} $variant="secondary">{t('player.lectures.recordAttendance')}</Button>
        )}
      </div>
      <TakeAttendance lecture={{ kind: 'ON_CAMPUS', id: lecture.id }} />
    </LectureFacts>
  );
}
