import { exchangeSsoToken } from './session-calls';
import { session } from './instances';

/** Signs in with a single-sign-on token (guard step 1); false when the token is refused or the call fails. */
export async function signInWithSsoToken(token: string): Promise<boolean> {
  try {
    const tokens = await exchangeSsoToken((request) => globalThis.fetch(request), token);
    if (!tokens) return false;
    session.signIn(tokens);
    return true;
  } catch {
    return false;
  }
}
