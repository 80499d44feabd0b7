/** Where this browser keeps its exam device id. */
const DEVICE_STORAGE_KEY = 'halaqa.exam-device';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

let memory: string | null = null;

/**
 * This browser's id for exams: sent with the start of an attempt and with
 * every call on it (`x-exam-device`), so the server can tell a second device
 * opening the same attempt. Kept in local storage; where storage is blocked,
 * for as long as the page lives.
 */
export function examDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_STORAGE_KEY);
    if (stored && /^[a-z0-9]{8,64}$/.test(stored)) return stored;
    const created = randomId(32);
    localStorage.setItem(DEVICE_STORAGE_KEY, created);
    return created;
  } catch {
    memory ??= randomId(32);
    return memory;
  }
}

/** A key that makes a request safe to send again (idempotency keys, event keys): 8..80 characters. */
export function requestKey(): string {
  return randomId(24);
}
