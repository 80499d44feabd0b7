import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, LanguageSchema, Nullable, DateTimeSchema, PasswordInputSchema } from '../../core/http-schemas';
import { PortalsSchema } from '../auth/dto';


/** GET user: every field of spec section 3 "User" the table holds, plus the registration answers and interests. */
export const UserProfileSchema = Type.Object({
  id: Type.Integer(),
  organizationId: Type.Integer(),
  email: Type.String(),
  isVerified: Type.Boolean(),
  permissionSetId: Nullable(Type.Integer()),
  phoneNumber: Nullable(Type.String()),
  normalizedPhoneNumber: Nullable(Type.String()),
  isPhoneVerified: Type.Boolean(),
  deactivatedAt: Nullable(DateTimeSchema),
  deactivatedById: Nullable(Type.Integer()),
  requiresApproval: Type.Boolean(),
  forceResetPassword: Type.Boolean(),
  firstName: Type.String(),
  lastName: Type.String(),
  arFirstName: Nullable(Type.String()),
  arLastName: Nullable(Type.String()),
  academicLevel: Nullable(Type.String()),
  specialty: Nullable(Type.String()),
  position: Nullable(Type.String()),
  workPlace: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  profileImageId: Nullable(Type.Integer()),
  profileImageUrl: Nullable(Type.String()),
  coverImageId: Nullable(Type.Integer()),
  about: Nullable(Type.String()),
  occupation: Nullable(Type.String()),
  location: Nullable(Type.String()),
  idNumber: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  scfhsId: Nullable(Type.String()),
  institute: Nullable(Type.String()),
  yearsOfExperience: Nullable(Type.Integer()),
  lastVisited: Nullable(DateTimeSchema),
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  linkedIn: Nullable(Type.String()),
  freeChemistrySessions: Type.Integer(),
  preferredLanguage: LanguageSchema,
  userLearningHours: Nullable(Type.Integer()),
  portals: PortalsSchema,
  createdAt: DateTimeSchema,
  extraFields: Type.Array(Type.Object({ fieldKey: Type.String(), value: Type.String() }), { description: 'Answers to the registration form' }),
  interestedCategoryIds: Type.Array(Type.Integer()),
});
export type UserProfile = Static<typeof UserProfileSchema>;

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/**
 * Fields of the record a member cannot change here. Named in the schema so
 * sending one is a 400 req-001 (an unnamed extra property would only be
 * dropped silently by the validator).
 */
const NOT_EDITABLE = [
  'id', 'organizationId', 'email', 'isVerified', 'permissionSetId', 'phoneNumber', 'normalizedPhoneNumber', 'isPhoneVerified',
  'deactivatedAt', 'deactivatedById', 'requiresApproval', 'forceResetPassword', 'portals', 'isAdministrator', 'isInstructor',
  'freeChemistrySessions', 'userLearningHours', 'lastVisited', 'createdAt', 'password', 'passwordHash', 'extraFields',
  'interestedCategoryIds', 'profileImageUrl',
] as const;
const NotEditable = Type.Optional(Type.Never({ description: 'Not editable here' }));
const notEditable = Object.fromEntries(NOT_EDITABLE.map((key) => [key, NotEditable])) as Record<(typeof NOT_EDITABLE)[number], typeof NotEditable>;

/**
 * PATCH user: the profile fields a member edits. Not email, portals,
 * permission set or phone (phone changes go through phone verification);
 * anything not listed is refused (400 req-001).
 */
const patchableUserFields = {
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  arFirstName: OptionalText(100),
  arLastName: OptionalText(100),
  academicLevel: OptionalText(100),
  specialty: OptionalText(100),
  position: OptionalText(100),
  workPlace: OptionalText(200),
  nationality: OptionalText(100),
  about: OptionalText(2000),
  occupation: OptionalText(100),
  location: OptionalText(200),
  idNumber: OptionalText(50),
  gender: OptionalText(20),
  scfhsId: OptionalText(50),
  institute: OptionalText(200),
  yearsOfExperience: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 80 }))),
  country: OptionalText(100),
  city: OptionalText(100),
  linkedIn: OptionalText(300),
  preferredLanguage: Type.Optional(LanguageSchema),
  profileImageId: Type.Optional(Nullable(IdSchema)),
  coverImageId: Type.Optional(Nullable(IdSchema)),
  ...notEditable,
};
export const PatchUserBodySchema = Type.Object(patchableUserFields, { additionalProperties: false, minProperties: 1 });
export type PatchUserBody = Static<typeof PatchUserBodySchema>;


export const ChangePasswordBodySchema = Type.Object({ oldPassword: PasswordInputSchema, newPassword: PasswordInputSchema }, { additionalProperties: false });

export const MessageSchema = Type.Object({ message: Type.String() });
