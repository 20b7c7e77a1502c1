// What other features may use of codes (docs/architecture.md "Import rules"): one-time
// codes issued, guarded and checked (with the challenge a signature keeps), sent by email or on
// WhatsApp, and the 429 every throttle answers with.
export { codeMail, sendCodeMail } from './code-mail.ts';
export {
  checkOtp,
  checkOtpChallenge,
  guardOtpSend,
  INCORRECT_OTP,
  issueOtp,
  requireOtpChannel,
} from './otp.ts';
export { tooManyRequests } from './too-many.ts';
export { sendWhatsAppCode } from './whatsapp-code.ts';
