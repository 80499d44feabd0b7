import { SAME_PASSWORD_MESSAGE } from '@halaqa/contracts';
import { api, CURRENT_USER_QUERY_KEY } from './instances';
import { configuredQueryClient } from './session-config';

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; messageKey: 'passwordSameAsOld' | 'oldPasswordRule' | 'somethingWentWrong' };

/**
 * Maps an answer of PATCH user/change-password to the spec section 8 outcome,
 * which matches on the server's message (the shared SAME_PASSWORD_MESSAGE).
 */
export function changePasswordOutcome(status: number, message: unknown): ChangePasswordResult {
  if (status === 200 || status === 201) return { ok: true };
  if (status === 400 || status === 404) {
    return { ok: false, messageKey: message === SAME_PASSWORD_MESSAGE ? 'passwordSameAsOld' : 'oldPasswordRule' };
  }
  return { ok: false, messageKey: 'somethingWentWrong' };
}

/**
 * PATCH user/change-password. On success GET auth is read again, so a forced
 * reset (forceResetPassword) ends and the shell gives the page back.
 */
export async function changePassword(oldPassword: string, newPassword: string): Promise<ChangePasswordResult> {
  let outcome: ChangePasswordResult;
  try {
    const { response, error } = await api.PATCH('/api/user/change-password', { body: { oldPassword, newPassword } });
    const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
    outcome = changePasswordOutcome(response.status, message);
  } catch {
    return { ok: false, messageKey: 'somethingWentWrong' };
  }
  if (outcome.ok) await configuredQueryClient()?.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  return outcome;
}
