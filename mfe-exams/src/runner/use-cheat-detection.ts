import { useEffect } from 'react';
import type { ClientEventType } from '../api/types';

/**
 * With cheat detection on, what the browser sees of the member leaving the
 * exam is reported (each with its own key, through the outbox, so none is
 * lost or counted twice): the tab hidden, the window left, copy and paste,
 * leaving full screen. The server records second devices itself.
 */
export function useCheatDetection(enabled: boolean, report: ((type: ClientEventType) => void) | null): void {
  useEffect(() => {
    if (!enabled || !report) return undefined;
    const onVisibility = () => { if (document.visibilityState === 'hidden') report('TAB_HIDDEN'); };
    const onBlur = () => report('WINDOW_BLUR');
    const onCopy = () => report('COPY');
    const onPaste = () => report('PASTE');
    const onFullscreen = () => { if (!document.fullscreenElement) report('FULLSCREEN_EXIT'); };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [enabled, report]);
}
