import { useSyncExternalStore } from 'react';
import type { Gate, RouteMeta } from '@halaqa/contracts';
import { passesGate, type AccessContext } from '@halaqa/permissions';

// The shell publishes who is visiting (signed in, permissions, the
// organization's flags) here; slot hosts in the shell and in every remote
// read it, so a gate is decided the same way wherever it is rendered.
let current: AccessContext | null = null;
const listeners = new Set<() => void>();

export function publishAccess(access: AccessContext | null): void {
  if (access === current) return;
  current = access;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Who is visiting; null until the permissions are known. */
export function useVisitorAccess(): AccessContext | null {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/** Whether a gate lets the visitor through (false while the permissions are unknown). */
export function usePassesGate(gate: Gate, routeMeta: RouteMeta | null): boolean {
  const access = useVisitorAccess();
  return access !== null && passesGate(gate, routeMeta, access);
}
