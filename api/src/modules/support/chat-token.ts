import { randomToken, sameHash, sha256 } from '../auth/secrets';

/**
 * A visitor's way back into their chat: a random token handed out once when
 * the chat opens, kept by the page (sessionStorage) and sent back in a
 * header. Only its hash is stored, so a leaked table opens no chat.
 */
export function newChatToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256(token) };
}

export function chatTokenMatches(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || !token) return false;
  return sameHash(storedHash, sha256(token));
}
