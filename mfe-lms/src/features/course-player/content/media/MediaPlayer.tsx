import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { ProgressBar } from '@halaqa/ui/pages';
import { useRecordPlayback } from '../../api/playback-mutation';
import type { PlayerSubsection } from '../../api/types';
import { usePlayer } from '../../frame/player-context';
import type { OnPosition } from '../note-position';
import { usePlaybackReports } from './use-playback-reports';

type File = NonNullable<PlayerSubsection['file']>;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  video { inline-size: 100%; max-block-size: 70vh; background: #000; border-radius: ${({ theme }) => theme.radius}px; }
  audio { inline-size: 100%; }
  video:focus-visible, audio:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/**
 * A video or audio file with the browser's own controls: captions from the
 * transcripts (both languages, the page's one on by default), starting where
 * the member left off (or at `?t=`), reporting what is watched, and the
 * share watched so far.
 */
export function MediaPlayer({ subsection, file, kind, startAt, onPosition }: {
  subsection: PlayerSubsection;
  file: File;
  kind: 'VIDEO' | 'AUDIO';
  startAt: number | null;
  onPosition: OnPosition;
}) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const { courseId, isLearner } = usePlayer();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const record = useRecordPlayback(courseId, subsection.id);
  const { mutate } = record;
  usePlaybackReports(media, mutate, isLearner);

  const duration = record.data?.durationSeconds ?? subsection.playback?.durationSeconds ?? file.durationSeconds;
  const watched = record.data?.watchedSeconds ?? subsection.playback?.watchedSeconds ?? null;
  const resumeAt = startAt ?? subsection.playback?.position ?? null;

  // The address is signed per load: the first one is kept, so a reload of the item's answer does not restart the player.
  const source = useRef(file.url).current;

  const onLoaded = useCallback(() => {
    const element = media.current;
    if (!element || resumeAt === null || resumeAt <= 0) return;
    // Not at the very end: the member would land on a finished video.
    if (!Number.isFinite(element.duration) || resumeAt < element.duration - 1) element.currentTime = resumeAt;
  }, [resumeAt]);

  useEffect(() => {
    const element = media.current;
    if (!element) return undefined;
    const onTime = () => onPosition({ kind: 'VIDEO_TIME', position: Math.floor(element.currentTime) });
    element.addEventListener('timeupdate', onTime);
    return () => element.removeEventListener('timeupdate', onTime);
  }, [onPosition]);

  const tracks = file.transcripts.map((transcript) => (
    <track key={transcript.language} kind="captions" src={transcript.url} srcLang={transcript.language} label={transcript.label} default={transcript.language === language} />
  ));
  const label = t(kind === 'VIDEO' ? 'player.media.videoLabel' : 'player.media.audioLabel', { name: subsection.name });
  return (
    <Frame>
      {/* The caption tracks are the file's transcripts (`tracks`), one per language the course has. */}
      {kind === 'VIDEO' ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video ref={media} src={source} controls preload="metadata" playsInline aria-label={label} onLoadedMetadata={onLoaded} data-testid="video">
          {tracks}
        </video>
      ) : (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={media} src={source} controls preload="metadata" aria-label={label} onLoadedMetadata={onLoaded} data-testid="audio">
          {tracks}
        </audio>
      )}
      {isLearner && watched !== null && duration ? (
        <ProgressBar value={(100 * watched) / duration} label={t('player.media.watched')} testId="watched" />
      ) : null}
    </Frame>
  );
}
