// Every drizzle table of the API: drizzle-kit reads this file to generate migrations.
export * from '../../modules/organizations/tables';
export * from '../../modules/users/tables';
export * from '../../modules/terminology/tables';
export * from '../../modules/registration/tables';
export * from '../../modules/learning-categories/tables';
export * from '../../modules/announcements/tables';
export * from '../../modules/remotes/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/outbox/tables';
export * from '../../modules/assessments/tables';
export * from '../../modules/media/tables';
export * from '../../modules/permissions/tables';
export * from '../../modules/lms/tables';
export * from '../../modules/notifications/tables';
export * from '../../modules/support/tables';
