import type { Db } from '../../../core/db/types';
import { examAttemptEvents, type ATTEMPT_EVENT_TYPES } from '../tables';

type AttemptEventType = (typeof ATTEMPT_EVENT_TYPES)[number];

interface EventAttempt {
  id: number;
  organizationId: number;
}

/**
 * Stores one event of an attempt. With a clientKey it is stored once
 * however often it is sent (a client's retry, a second device seen again).
 */
export async function recordAttemptEvent(
  tx: Db,
  attempt: EventAttempt,
  type: AttemptEventType,
  occurredAt: Date,
  extra: { clientKey?: string; details?: Record<string, string | number | boolean> } = {},
): Promise<void> {
  await tx.insert(examAttemptEvents).values({
    organizationId: attempt.organizationId,
    attemptId: attempt.id,
    type,
    occurredAt,
    clientKey: extra.clientKey ?? null,
    details: extra.details ?? null,
  }).onConflictDoNothing();
}

/**
 * SECOND_DEVICE, once per device: the open attempt was read or answered from
 * another browser than the one that started it (header x-exam-device).
 */
export async function noteDevice(
  tx: Db,
  attempt: EventAttempt & { status: string; deviceId: string | null },
  deviceId: string | undefined,
  now: Date,
): Promise<void> {
  if (!deviceId || attempt.status !== 'IN_PROGRESS' || !attempt.deviceId || deviceId === attempt.deviceId) return;
  await recordAttemptEvent(tx, attempt, 'SECOND_DEVICE', now, { clientKey: `device:${deviceId}`.slice(0, 80), details: { deviceId } });
}
