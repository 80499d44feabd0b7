import type {
  coachingCertifications, coachingEducations, coachingExperiences, coachingLanguages, coachingPositions,
} from '../tables';

/** A profile row as the API shows it (docs/design/coaching-api.md "Position", "Education"...): without its tenant columns. */

export const positionOf = ({ id, title, company, isCurrent }: typeof coachingPositions.$inferSelect) => ({ id, title, company, isCurrent });

export const educationOf = ({ id, school, degree, fieldOfStudy, startYear, endYear }: typeof coachingEducations.$inferSelect) =>
  ({ id, school, degree, fieldOfStudy, startYear, endYear });

export const experienceOf = ({ id, title, company, employmentType, startDate, endDate, description }: typeof coachingExperiences.$inferSelect) =>
  ({ id, title, company, employmentType, startDate, endDate, description });

export const certificationOf = (
  { id, name, issuer, credentialType, issuedOn, expiresOn, doesNotExpire, credentialUrl }: typeof coachingCertifications.$inferSelect,
) => ({ id, name, issuer, credentialType, issuedOn, expiresOn, doesNotExpire, credentialUrl });

export const languageRowOf = ({ id, language, proficiency }: typeof coachingLanguages.$inferSelect) => ({ id, language, proficiency });
