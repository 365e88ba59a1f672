/**
 * English UI texts. Keys are flat ("login.title"). Texts the spec fixes verbatim live in
 * @clockroom/contracts and are used as their own keys (t(MESSAGES.x)), so they are not repeated here;
 * fr.ts translates them by the same keys.
 */
export const en = {
  'brand.tagline': 'Time, attendance and HR for growing teams',
  'language.label': 'Language',

  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.back': 'Back',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',
  'common.createX': 'Create {{name}}',
  'common.goHome': 'Go to my home',
  'common.na': 'NA',
  'common.next': 'Next',
  'common.previous': 'Previous',

  'errors.pageTitle': 'We could not load this page',
  'errors.timeout': 'The server took too long to answer. Please try again.',
  'errors.network': 'We could not reach the server. Check your connection and try again.',
  'errors.lazyTimeout': 'This part of the application took too long to load. Please try again.',

  // Shared with the signed-in app, but also shown on the forced password change page.
  'userMenu.logout': 'Log Out',
  'changePassword.confirmRequired': 'Kindly input your new password again',

  'auth.signIn': 'Sign in',
  'auth.createAccount': 'Create an account',

  'fields.email': 'Email address',
  'fields.emailPlaceholder': 'you@company.com',
  'fields.workEmail': 'Work email',
  'fields.password': 'Password',
  'fields.newPassword': 'New password',
  'fields.confirmPassword': 'Confirm password',
  'fields.confirmNewPassword': 'Confirm new password',
  'fields.companyName': 'Company name',
  'fields.industry': 'Industry',
  'fields.firstName': 'First name',
  'fields.lastName': 'Last name',
  'fields.phone': 'Phone number',

  'company.title': 'Sign in to your company',
  'company.subtitle': 'Enter the company ID your administrator gave you.',
  'company.field': 'Company ID',
  'company.placeholder': 'e.g. acme-foods',
  'company.hint': 'Lower-case letters, digits and hyphens.',
  'company.noAccount': 'New to Clockroom?',

  'login.title': 'Sign in to {{company}}',
  'login.subtitle': 'Welcome back. Enter your work email and password.',
  'login.forgot': 'Forgot password?',
  'login.submit': 'Sign in',
  'login.notYourCompany': 'Not your company?',
  'login.newUser': 'Sign in as a new user',

  'signup.title': 'Create your Clockroom account',
  'signup.subtitle': 'Set up your company and its first administrator. It takes a minute.',
  'signup.companySection': 'Your company',
  'signup.adminSection': 'Your details',
  'signup.companyIdHint': 'Your team signs in with this ID. 3 to 30 lower-case letters, digits or hyphens.',
  'signup.industryPlaceholder': 'Choose an industry',
  'signup.submit': 'Create account',
  'signup.haveAccount': 'Already have an account?',

  'confirmSignup.title': 'Check your inbox',
  'confirmSignup.sentTo': 'We sent an activation link to {{email}}. Open it to activate your account.',
  'confirmSignup.sent': 'We sent you an activation link. Open it to activate your account.',
  'confirmSignup.notReceived': 'Did not get the email? Check your spam folder, or send it again.',
  'confirmSignup.resendHelp': 'Need a new activation link? Enter your email and company ID.',

  'activation.activating': 'Activating your account…',
  'activation.failedTitle': 'We could not activate your account',
  'activation.resendHelp': 'Ask for a new activation link below.',
  'activation.resend': 'Resend activation email',
  'activation.successTitle': 'Account activated',
  'activation.goToSignIn': 'Continue to sign in',

  'forgot.title': 'Forgot your password?',
  'forgot.subtitle': 'Enter your company ID and email, and we will send you a reset link.',
  'forgot.subtitleCompany': 'Enter the email you use at {{company}} and we will send you a reset link.',
  'forgot.submit': 'Send reset link',
  'forgot.backToSignIn': 'Back to sign in',
  'forgot.otherCompany': 'Another company?',
  'forgot.chooseCompany': 'Choose company',
  'forgot.confirmTitle': 'Check your email',
  'forgot.tryAgain': 'Send again',

  'reset.title': 'Choose a new password',
  'reset.subtitle': 'Pick a password you do not use anywhere else.',
  'reset.submit': 'Reset password',
  'reset.requestNew': 'Request a new reset link',
  'reset.successTitle': 'Password changed',

  'firstSignin.title': 'Set your own password',
  'firstSignin.subtitle': 'You are signing in for the first time with a password someone gave you.',
  'firstSignin.submit': 'Save and continue',
  'firstSignin.notNow': 'Not now?',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'unauthorized.title': 'Access denied',
  'unauthorized.text': 'You do not have permission to open this page. Ask your administrator if you need it.',
  'unauthorized.goToMyHome': 'Go to my home',
} as const;

export type TranslationKey = keyof typeof en;
