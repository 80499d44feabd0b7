import { useEffect, useRef } from 'react';
import { recordSeen } from '../../../api/events-calls';

/**
 * POST events/{eventId}/seen once per visit of the page by a member (the
 * hosts' seen-by list); a failure is not the member's concern and is dropped.
 */
export function useRecordSeen(eventId: number, signedIn: boolean) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!signedIn || recorded.current === eventId) return;
    recorded.current = eventId;
    recordSeen(eventId).catch(() => undefined);
  }, [eventId, signedIn]);
}
