// The email that carries a one-time code (docs/product/accounts.md#otp-rules): what the code
// is for, that it lives 10 minutes and works once, and what to do if the reader did not ask.
import type { Mailer, MailMessage } from '../../adapters/mail.ts';
import { AppError } from '../../http/errors.ts';

type CodeMail = {
  to: string;
  code: string;
  /** What the code is for, as the subject names it: "password reset code". */
  what: string;
  /** The last paragraph: what to do if the reader did not ask for the code. */
  ifNotYou: string;
};

const LIFETIME = 'It expires in 10 minutes and works once.';

export const codeMail = ({ to, code, what, ifNotYou }: CodeMail): MailMessage => ({
  to,
  subject: `${code} is your Thikana ${what}`,
  text: [`Your Thikana ${what} is ${code}.`, LIFETIME, ifNotYou].join('\n\n'),
});

/** For a person waiting for the code: a mail that cannot be sent is an answer they can retry. */
export const sendCodeMail = async (mailer: Mailer, mail: CodeMail) => {
  await mailer.send(codeMail(mail)).catch((error: unknown) => {
    throw new AppError('GATEWAY_ERROR', 'We could not send the email. Please try again.', { cause: error });
  });
};
