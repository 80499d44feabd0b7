import type { PageMap } from '@halaqa/mfe-runtime';
import { lazyPage } from '@halaqa/ui/pages';
import type { auth } from './definition';

type AuthPages = PageMap<typeof auth.routes>;

/**
 * Every page of the definition -> its screen, each page in its own chunk:
 * opening the login page evaluates the login page's code, not that of the
 * profile, the assessments and the activity log as well.
 */
export const pages: AuthPages = {
  login: lazyPage(() => import(/* webpackChunkName: "login" */ './features/login/LoginPage'), 'LoginPage'),
  verificationCode: lazyPage(() => import(/* webpackChunkName: "verification-code" */ './features/verification-code/VerificationCodePage'), 'VerificationCodePage'),
  forgetPassword: lazyPage(() => import(/* webpackChunkName: "forget-password" */ './features/forget-password/ForgetPasswordPage'), 'ForgetPasswordPage'),
  resetPassword: lazyPage(() => import(/* webpackChunkName: "reset-password" */ './features/reset-password/ResetPasswordPage'), 'ResetPasswordPage'),
  verifyEmail: lazyPage(() => import(/* webpackChunkName: "verify-email" */ './features/verify-email/VerifyEmailPage'), 'VerifyEmailPage'),
  verifyNumber: lazyPage(() => import(/* webpackChunkName: "verify-number" */ './features/verify-number/VerifyNumberPage'), 'VerifyNumberPage'),
  register: lazyPage(() => import(/* webpackChunkName: "register" */ './features/register/RegisterPage'), 'RegisterPage'),
  assessmentsWelcome: lazyPage(() => import(/* webpackChunkName: "assessments" */ './features/assessments/AssessmentsWelcomePage'), 'AssessmentsWelcomePage'),
  assessment: lazyPage(() => import(/* webpackChunkName: "assessments" */ './features/assessments/AssessmentPage'), 'AssessmentPage'),
  profileDetails: lazyPage(() => import(/* webpackChunkName: "profile" */ './features/profile/ProfileDetailsPage'), 'ProfileDetailsPage'),
  profileImage: lazyPage(() => import(/* webpackChunkName: "profile" */ './features/profile/ProfileImagePage'), 'ProfileImagePage'),
  profileSecurity: lazyPage(() => import(/* webpackChunkName: "profile" */ './features/profile/ProfileSecurityPage'), 'ProfileSecurityPage'),
  accountSettings: lazyPage(() => import(/* webpackChunkName: "account-settings" */ './features/account-settings/AccountSettingsPage'), 'AccountSettingsPage'),
  activityLog: lazyPage(() => import(/* webpackChunkName: "activity-log" */ './features/activity-log/ActivityLogPage'), 'ActivityLogPage'),
};
