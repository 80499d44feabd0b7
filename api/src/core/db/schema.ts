// Every drizzle table of the API: drizzle-kit reads this file to generate migrations.
export * from '../../modules/organizations/schema';
export * from '../../modules/users/schema';
export * from '../../modules/terminology/schema';
export * from '../../modules/registration/schema';
export * from '../../modules/learning-categories/schema';
export * from '../../modules/announcements/schema';
export * from '../../modules/remotes/schema';
export * from '../../modules/auth/schema';
export * from '../../modules/outbox/schema';
export * from '../../modules/assessments/schema';
export * from '../../modules/media/schema';
export * from '../../modules/permissions/schema';
export * from '../../modules/lms/schema';
