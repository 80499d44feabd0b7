import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../../../core/http-schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Any text: an id that is not a certificate's is answered 404 crt-001 like an unknown one (it reveals nothing). */
export const CertificateParamsSchema = Type.Object({ certificateId: Type.String({ minLength: 1, maxLength: 100 }) });
export const CourseCertificateParamsSchema = Type.Object({ courseId: IdSchema, certificateId: Type.String({ minLength: 1, maxLength: 100 }) });

/** What anyone may read of a certificate (the public page). */
export const PublicCertificateSchema = Type.Object({
  id: Type.String(),
  holderName: Type.String(),
  courseName: Type.String(),
  organizationName: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  language: Type.Union([Type.Literal('ARABIC'), Type.Literal('ENGLISH')]),
  status: Type.Union([Type.Literal('VALID'), Type.Literal('REVOKED')]),
  revokedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type PublicCertificate = Static<typeof PublicCertificateSchema>;

/** The holder's view: the public fields, the course, the code and where to download it. */
const MyCertificateSchema = Type.Composite([PublicCertificateSchema, Type.Object({
  courseId: Type.Integer(),
  verificationCode: Type.String(),
  /** The public page (a path of the organization's site). */
  verificationPath: Type.String(),
  /** GET this (with the member's token) for the PDF. */
  pdfPath: Type.String(),
})]);
export type MyCertificate = Static<typeof MyCertificateSchema>;

export const MyCertificatePageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(MyCertificateSchema) });

/** What an instructor or administrator sees of a course's certificates. */
export const ManagedCertificateSchema = Type.Composite([MyCertificateSchema, Type.Object({
  userId: Type.Integer(),
  issuedBy: Type.Union([Type.Literal('AUTOMATIC'), Type.Literal('MANUAL')]),
  reason: Nullable(Type.String()),
})]);
export type ManagedCertificate = Static<typeof ManagedCertificateSchema>;
export const ManagedCertificatePageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ManagedCertificateSchema) });

export const IssueCertificateBodySchema = Type.Object({ userId: IdSchema }, { additionalProperties: false });
export const RevokeCertificateBodySchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });

const MissingSchema = Type.Union([
  Type.Object({ kind: Type.Literal('GRADE'), actual: Type.Number(), required: Type.Number() }),
  // Lectures still to come count as not attended yet (passing-rule.ts attendanceOf).
  Type.Object({
    kind: Type.Literal('ATTENDANCE'), actual: Type.Number(), required: Type.Number(), attended: Type.Integer(), held: Type.Integer(), upcoming: Type.Integer(),
  }),
  Type.Object({ kind: Type.Literal('ITEMS'), left: Type.Integer() }),
]);

/** GET courses/{courseId}/certificate: the member's certificate, or where they stand against the criteria. */
export const CourseCertificateStatusSchema = Type.Object({
  viewer: Type.Union([Type.Literal('STUDENT'), Type.Literal('INSTRUCTOR'), Type.Literal('ADMINISTRATOR')]),
  /** The organization issues certificates (configuration certificates-enabled). */
  certificatesEnabled: Type.Boolean(),
  /** Finishing issues the certificate; false: the course's instructors issue it by hand (or not at all here). */
  issuesAutomatically: Type.Boolean(),
  isFinished: Type.Boolean(),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
  /** Percentages 0..100. */
  grade: Type.Object({ percentage: Nullable(Type.Number()), letter: Nullable(Type.String()), required: Type.Number(), countedItems: Type.Integer() }),
  /** percentage: attended of every lecture the member may see, held and still to come (null: the course has no lecture). */
  attendance: Type.Object({
    attended: Type.Integer(), held: Type.Integer(), upcoming: Type.Integer(), percentage: Nullable(Type.Number()), required: Type.Number(),
  }),
  /** Required items left, lecture items aside (attendance judges lectures). */
  itemsLeft: Type.Integer(),
  /** Empty once finished (and for instructors and administrators). */
  missing: Type.Array(MissingSchema),
  certificate: Nullable(MyCertificateSchema),
});
export type CourseCertificateStatus = Static<typeof CourseCertificateStatusSchema>;

const Fraction = Type.Number({ minimum: 0, maximum: 1 });

export const PassingCriteriaBodySchema = Type.Object({
  passingGradePercentage: Fraction,
  mandatoryAttendancePercentage: Fraction,
  isCertificateIssuedManually: Type.Optional(Type.Boolean()),
  issueCertificate: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

export const CoursePassingSettingsSchema = Type.Object({
  passingGradePercentage: Type.Number(),
  mandatoryAttendancePercentage: Type.Number(),
  effective: Type.Object({ passingGradePercentage: Type.Number(), mandatoryAttendancePercentage: Type.Number() }),
  isCertificateIssuedManually: Type.Boolean(),
  issuesAutomatically: Type.Boolean(),
});
