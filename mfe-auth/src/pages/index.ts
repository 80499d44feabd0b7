import type { PageComponents } from '@halaqa/mfe-runtime';
import { LoginPage } from './login/LoginPage';
import { VerificationCodePage } from './verification-code/VerificationCodePage';
import { ForgetPasswordPage } from './forget-password/ForgetPasswordPage';
import { ResetPasswordPage } from './reset-password/ResetPasswordPage';
import { VerifyEmailPage } from './verify-email/VerifyEmailPage';
import { VerifyNumberPage } from './verify-number/VerifyNumberPage';
import { RegisterPage } from './register/RegisterPage';
import { AssessmentsWelcomePage } from './assessments/AssessmentsWelcomePage';
import { AssessmentPage } from './assessments/AssessmentPage';
import { ProfileDetailsPage } from './profile/ProfileDetailsPage';
import { ProfileImagePage } from './profile/ProfileImagePage';
import { ProfileSecurityPage } from './profile/ProfileSecurityPage';
import { AccountSettingsPage } from './account-settings/AccountSettingsPage';

/** Page names of routes.ts -> their screens (activityLog comes with a later issue). */
export const pages: PageComponents = {
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
};
