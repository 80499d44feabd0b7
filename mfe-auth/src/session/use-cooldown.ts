import { useCallback, useEffect, useState } from 'react';

/** Seconds to wait before another code may be requested. */
const RESEND_COOLDOWN_SECONDS = 30;

/**
 * A countdown for "resend code" buttons: `start()` begins it, `remaining` is
 * the whole seconds left (0 when the button may be used again).
 */
export function useCooldown(seconds = RESEND_COOLDOWN_SECONDS, startNow = false) {
  const [until, setUntil] = useState<number | null>(() => (startNow ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, [seconds]);

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
