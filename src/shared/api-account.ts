// The paths of signing in and of a person's own account (docs/product/accounts.md), apart from
// API (api.ts): every page's first render carries API, and only the login, sign-up, profile and
// account pages need these. Restoring the session, which every page does, stays in API.

export const ACCOUNT_API = {
  login: '/api/user/login',
  logout: '/api/user/logout',
  loginOtp: '/api/user/login/otp',
  loginVerify: '/api/user/login/verify',
  forgetPassword: '/api/user/forgetPassword',
  resetPassword: '/api/user/resetPassword',
  register: '/api/user/register',
  getUserDetails: '/api/user/getUserDetails',
  updateUser: '/api/user/updateUser',
  getProfile: '/api/user/getProfile',
  exportData: '/api/user/exportData',
  deleteAccount: '/api/user/deleteAccount',
  verification: '/api/user/verification',
  verifyMobileSend: '/api/user/verifyMobile/send',
  verifyMobile: '/api/user/verifyMobile',
  verifyEmailSend: '/api/user/verifyEmail/send',
  verifyEmail: '/api/user/verifyEmail',
  proofOtp: '/api/user/proofOtp',
  changeEmail: '/api/user/changeEmail',
  changeEmailConfirm: '/api/user/changeEmail/confirm',
  setPassword: '/api/user/setPassword',
  /** After a code proved a contact other accounts claim (docs/decisions/0091-a-claimed-contact-is-a-choice.md). */
  accountChoiceSendCode: '/api/user/accountChoice/sendCode',
  accountChoiceJoin: '/api/user/accountChoice/join',
  accountChoiceSeparate: '/api/user/accountChoice/separate',
} as const;
