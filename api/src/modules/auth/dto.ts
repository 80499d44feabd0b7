import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, LanguageSchema, Nullable, StringEnum, DateTimeSchema, PasswordInputSchema } from '../../core/http-schemas';


export const PortalsSchema = Type.Object({ isAdministrator: Type.Boolean(), isInstructor: Type.Boolean() });

/**
 * The answer's part of a session. The refresh token is not in it: it comes as
 * the httpOnly cookie `halaqa_refresh` (with the CSRF cookie `halaqa_csrf`),
 * out of reach of the page's scripts.
 */
export const TokensSchema = Type.Object({
  accessToken: Type.String({ description: 'HS256 JWT, 15 minutes; keep it in memory only' }),
  expiresAt: { ...DateTimeSchema, description: 'When the access token expires' },
  portals: PortalsSchema,
}, { description: 'Also sets the cookies halaqa_refresh (httpOnly, SameSite=Strict, Path=/api/auth) and halaqa_csrf (SameSite=Strict, Path=/)' });
export type TokensDto = Static<typeof TokensSchema>;

export const CurrentUserSchema = Type.Object({
  id: Type.Integer(),
  organizationId: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  arFirstName: Nullable(Type.String()),
  arLastName: Nullable(Type.String()),
  preferredLanguage: LanguageSchema,
  isVerified: Type.Boolean(),
  phoneNumber: Nullable(Type.String()),
  isPhoneVerified: Type.Boolean({ description: 'The current phone number has a verification record' }),
  forceResetPassword: Type.Boolean(),
  portals: PortalsSchema,
  profileImageUrl: Nullable(Type.String()),
  masqueradedBy: Nullable(Type.Integer({ description: 'The administrator who opened this session through masquerade' })),
});
export type CurrentUser = Static<typeof CurrentUserSchema>;

export const SignedInSchema = Type.Object({
  status: Type.Literal('signed-in'),
  tokens: TokensSchema,
  user: CurrentUserSchema,
});
export type SignedIn = Static<typeof SignedInSchema>;

const TwoFactorRequiredSchema = Type.Object({
  status: Type.Literal('two-factor'),
  twoFactorToken: Type.String({ description: 'Send it back with the emailed code to auth/2fa' }),
  expiresAt: { ...DateTimeSchema, description: 'When the emailed code expires' },
});
export type TwoFactorRequired = Static<typeof TwoFactorRequiredSchema>;

const PendingApprovalSchema = Type.Object({ status: Type.Literal('pending-approval') });

/** Contract `AuthResult`: every call that can sign someone in answers this. */
export const AuthResultSchema = Type.Union([SignedInSchema, TwoFactorRequiredSchema, PendingApprovalSchema]);
export type AuthResult = Static<typeof AuthResultSchema>;

const Email = Type.String({ minLength: 3, maxLength: 320 });
const OpaqueToken = Type.String({ minLength: 1, maxLength: 512 });

export const LoginBodySchema = Type.Object({ email: Email, password: PasswordInputSchema }, { additionalProperties: false });

export const TwoFactorBodySchema = Type.Object({
  twoFactorToken: OpaqueToken,
  code: Type.String({ pattern: '^[0-9]{6}$', description: 'The 6 digits of the email' }),
}, { additionalProperties: false });

export const ResendBodySchema = Type.Object({ twoFactorToken: OpaqueToken }, { additionalProperties: false });
export const ResendAnswerSchema = Type.Object({ expiresAt: DateTimeSchema });

export const LogoutBodySchema = Type.Object({
  removeAll: Type.Boolean({ description: 'true ends every session of the user, not only this one' }),
}, { additionalProperties: false });

/**
 * Refresh reads the token from the halaqa_refresh cookie. Optional here so
 * that a missing proof is the catalogue's 403 auth-015, not a 400.
 */
export const RefreshHeadersSchema = Type.Object({
  'x-csrf-token': Type.Optional(Type.String({ maxLength: 128, description: 'The value of the halaqa_csrf cookie (double submit)' })),
});

export const DeleteAccountBodySchema = Type.Object({ password: PasswordInputSchema }, { additionalProperties: false });

export const MasqueradeBodySchema = Type.Object({ userId: IdSchema }, { additionalProperties: false });

const SSO_PORTALS = ['admin', 'instructor'] as const;
export type SsoPortal = (typeof SSO_PORTALS)[number];
export const SsoQuerySchema = Type.Object({ portal: StringEnum(SSO_PORTALS) }, { additionalProperties: false });
export const SsoTicketSchema = Type.Object({
  token: Type.String(),
  expiresAt: DateTimeSchema,
  redirectUrl: Type.String({ description: "The organization's dashboard-url with token and lang query values" }),
});
export const SsoExchangeBodySchema = Type.Object({ token: OpaqueToken }, { additionalProperties: false });
