import { useEffect, useRef, type RefObject } from 'react';
import type { PlaybackReport } from '../../api/playback-mutation';
import { PlayedRanges } from './watched-ranges';

/** How often, while playing, the ranges watched are sent. */
const REPORT_EVERY_MS = 10_000;

/**
 * Reports what the member watches of `media`: the played ranges (from
 * timeupdate, merged here) and the position, every ~10 s while playing, on
 * pause, at the end, and as the page goes away (pagehide, or leaving the item).
 */
export function usePlaybackReports(media: RefObject<HTMLMediaElement | null>, report: (report: PlaybackReport) => void, enabled: boolean) {
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    const element = media.current;
    if (!element || !enabled) return undefined;
    const played = new PlayedRanges();
    const flush = (leaving = false) => {
      const ranges = played.take();
      if (ranges.length === 0) return;
      reportRef.current({ ranges, position: Math.floor(element.currentTime), leaving });
    };
    const onTime = () => { if (!element.paused && !element.seeking) played.tick(element.currentTime); };
    const onBreak = () => played.break();
    const onStop = () => { played.tick(element.currentTime); played.break(); flush(); };
    const onLeave = () => flush(true);
    let timer: ReturnType<typeof setInterval> | null = null;
    const onPlay = () => {
      played.break();
      played.tick(element.currentTime);
      timer ??= setInterval(() => flush(), REPORT_EVERY_MS);
    };
    const stopTimer = () => { if (timer !== null) clearInterval(timer); timer = null; };
    const onPauseOrEnd = () => { stopTimer(); onStop(); };

    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeking', onBreak);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPauseOrEnd);
    element.addEventListener('ended', onPauseOrEnd);
    window.addEventListener('pagehide', onLeave);
    return () => {
      stopTimer();
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeking', onBreak);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPauseOrEnd);
      element.removeEventListener('ended', onPauseOrEnd);
      window.removeEventListener('pagehide', onLeave);
      // Leaving the item (another item, another page): what was played since the last report.
      flush(true);
    };
  }, [media, enabled]);
}
