import { useState } from 'react';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { pathForRole } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { failureCode } from '@halaqa/ui/pages';
import { useJoinOnlineLecture } from '../api/lectures-queries';
import type { OnlineLecture } from '../api/types';
import { TakeAttendance } from '../attendance/taking/TakeAttendance';
import { usePlayer } from '../frame/player-context';
import { LectureFacts } from './lecture-details';
import { formatLectureTime, formatMoment } from './lecture-time';
import { LectureStateBadge } from './LectureState';
import { useNow } from './use-now';

/**
 * An online lecture: when (in the member's time zone), its state, and the
 * join button, enabled only in the join window (from joinOpensAt to the
 * end); before it, when it opens; after it, the recording. Its instructors
 * take attendance from here.
 */
export function OnlineLectureDetails({ lecture }: { lecture: OnlineLecture }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { courseId } = usePlayer();
  const join = useJoinOnlineLecture(courseId);
  const now = useNow();
  // When the browser refused the new tab: the address, to open by hand.
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const opensAt = Date.parse(lecture.joinOpensAt);
  const endsAt = Date.parse(lecture.endsAt);
  const inWindow = now >= opensAt && now < endsAt;
  const ended = now >= endsAt || lecture.state === 'ENDED';
  const zoomPolicy = lecture.meetingKind === 'VIDEO_CONFERENCE_TOOL' ? pathForRole('zoomPolicy') : null;
  const noLinks = pathForRole('noLectureLinks');

  const onJoin = () => {
    // The tab opens in the click (a tab opened after the answer would be blocked), then goes to the meeting.
    const tab = window.open('', '_blank');
    join.mutate(lecture.id, {
      onSuccess: ({ joinUrl }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = joinUrl;
        } else setBlockedUrl(joinUrl);
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <LectureFacts data-testid="online-lecture">
      <div className="row"><LectureStateBadge state={ended ? 'ENDED' : lecture.state} />{lecture.attended && <span>{t('player.lectures.attended')}</span>}</div>
      <dl>
        <dt>{t('player.lectures.when')}</dt>
        <dd>{formatLectureTime(lecture.startsAt, lecture.endsAt, language)}</dd>
        {lecture.tool && (<><dt>{t('player.lectures.tool')}</dt><dd>{lecture.tool}</dd></>)}
      </dl>
      {lecture.description && <p dir="auto">{lecture.description}</p>}
      {!ended && (
        <div className="row">
          <Button type="button" onClick={onJoin} disabled={!inWindow || join.isPending} data-testid="join-lecture">{t('player.lectures.join')}</Button>
          {!inWindow && <p className="hint" data-testid="join-hint">{t('player.lectures.joinOpensAt', { time: formatMoment(lecture.joinOpensAt, language) })}</p>}
        </div>
      )}
      {join.isError && (
        <p role="alert">
          {t(failureCode(join.error) === 'att-002' ? 'player.lectures.joinClosed' : 'player.lectures.joinFailed')}
          {noLinks && <> <Link to={noLinks}>{t('player.lectures.noLinks')}</Link></>}
        </p>
      )}
      {blockedUrl && <p><a href={blockedUrl} target="_blank" rel="noopener noreferrer">{t('player.lectures.openMeeting')}</a></p>}
      {ended && (lecture.recordingUrl
        ? <p><a href={lecture.recordingUrl} target="_blank" rel="noopener noreferrer" data-testid="recording">{t('player.lectures.recording')}</a></p>
        : <p className="hint">{t('player.lectures.noRecording')}</p>)}
      {zoomPolicy && <p className="hint"><Link to={zoomPolicy}>{t('player.lectures.zoomPolicy')}</Link></p>}
      <TakeAttendance lecture={{ kind: 'ONLINE', id: lecture.id }} />
    </LectureFacts>
  );
}
