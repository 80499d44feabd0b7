import { useNavigate } from '@halaqa/router';
import { session, TWO_FACTOR_STORAGE_KEY, type CurrentUser, type SessionTokens } from '@halaqa/session';
import { authPaths } from '../definition';

/** Contract `AuthResult` (docs/design/identity-api.md "Tokens"). */
export type AuthResult =
  | { status: 'signed-in'; tokens: SessionTokens; user: CurrentUser }
  | { status: 'two-factor'; twoFactorToken: string; expiresAt: string }
  | { status: 'pending-approval' };

/** The two-factor token handed from the login screen to the code screen (this tab only). */
export const twoFactorHandoff = {
  read: (): string | null => sessionStorage.getItem(TWO_FACTOR_STORAGE_KEY),
  write: (token: string) => sessionStorage.setItem(TWO_FACTOR_STORAGE_KEY, token),
  clear: () => sessionStorage.removeItem(TWO_FACTOR_STORAGE_KEY),
};

/**
 * What every sign-in screen does with an AuthResult: signed in -> hand the
 * tokens to the session (the shell then routes: remembered route, all
 * courses, dashboard; we never navigate after signIn); two-factor -> keep
 * the token for the code screen and go there; pending approval -> tell the
 * caller (only registration with manual approval answers that).
 */
export function useAuthResult(onPendingApproval?: () => void) {
  const navigate = useNavigate();
  return (result: AuthResult) => {
    switch (result.status) {
      case 'signed-in':
        twoFactorHandoff.clear();
        session.signIn(result.tokens);
        return;
      case 'two-factor':
        twoFactorHandoff.write(result.twoFactorToken);
        navigate(authPaths.verificationCode());
        return;
      case 'pending-approval':
        onPendingApproval?.();
        return;
    }
  };
}
