import { useEffect, useState } from 'react';

/**
 * Milliseconds until `target` by the server's clock: the gap the server gave
 * (`target - serverNow`) less the time this page has counted since its answer
 * arrived (`receivedAt`, performance.now()), so a wrong or changed clock on
 * the member's device moves nothing. Null without a target.
 */
function remainingUntil(target: string | null, serverNow: string, receivedAt: number, now: number = performance.now()): number | null {
  if (target === null) return null;
  return Date.parse(target) - Date.parse(serverNow) - (now - receivedAt);
}

/** `remainingUntil`, again every second while it is above zero. */
export function useRemaining(target: string | null, serverNow: string, receivedAt: number): number | null {
  const read = () => remainingUntil(target, serverNow, receivedAt);
  const [remaining, setRemaining] = useState(read);
  useEffect(() => {
    setRemaining(read());
    if (target === null) return undefined;
    const timer = setInterval(() => {
      const next = read();
      setRemaining(next);
      if (next !== null && next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read() depends on exactly these
  }, [target, serverNow, receivedAt]);
  return remaining;
}
