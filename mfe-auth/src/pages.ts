import type { PageMap } from '@halaqa/mfe-runtime';
import type { auth } from './definition';
import { LoginPage } from './features/login/LoginPage';
import { VerificationCodePage } from './features/verification-code/VerificationCodePage';
import { ForgetPasswordPage } from './features/forget-password/ForgetPasswordPage';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage';
import { VerifyEmailPage } from './features/verify-email/VerifyEmailPage';
import { VerifyNumberPage } from './features/verify-number/VerifyNumberPage';
import { RegisterPage } from './features/register/RegisterPage';
import { AssessmentsWelcomePage } from './features/assessments/AssessmentsWelcomePage';
import { AssessmentPage } from './features/assessments/AssessmentPage';
import { ProfileDetailsPage } from './features/profile/ProfileDetailsPage';
import { ProfileImagePage } from './features/profile/ProfileImagePage';
import { ProfileSecurityPage } from './features/profile/ProfileSecurityPage';
import { AccountSettingsPage } from './features/account-settings/AccountSettingsPage';
import { ActivityLogPage } from './features/activity-log/ActivityLogPage';

type AuthPages = PageMap<typeof auth.routes>;

/** Every page of the definition -> its screen. */
export const pages: AuthPages = {
  login: LoginPage,
  verificationCode: VerificationCodePage,
  forgetPassword: ForgetPasswordPage,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
  verifyNumber: VerifyNumberPage,
  register: RegisterPage,
  assessmentsWelcome: AssessmentsWelcomePage,
  assessment: AssessmentPage,
  profileDetails: ProfileDetailsPage,
  profileImage: ProfileImagePage,
  profileSecurity: ProfileSecurityPage,
  accountSettings: AccountSettingsPage,
  activityLog: ActivityLogPage,
};
