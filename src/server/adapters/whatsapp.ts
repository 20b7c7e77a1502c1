// WhatsApp: the interface services use to send a one-time code or an account notice.
// The Cloud API implementation lives beside it; the outbox one is used when it is not
// configured.
import type { Outbox } from './outbox.ts';

export type WhatsApp = {
  kind: 'cloud' | 'outbox';
  /** `to` is a normalised Indian number: 91XXXXXXXXXX. */
  sendOtp: (to: string, code: string) => Promise<void>;
  /** A security notice about the account ("your password was changed"), as plain text. */
  sendNotice: (to: string, text: string) => Promise<void>;
  /** New homes for a saved search, as plain text with its links (one template parameter). */
  sendAlert: (to: string, text: string) => Promise<void>;
  /** An unread message in a conversation, with its link (one template parameter). */
  sendMessageNotice: (to: string, text: string) => Promise<void>;
};

export const createOutboxWhatsApp = (outbox: Outbox): WhatsApp => ({
  kind: 'outbox',
  sendOtp: async (to, code) => {
    outbox.put({
      channel: 'whatsapp',
      to,
      subject: 'Thikana login code',
      text: `${code} is your Thikana verification code. It expires in 10 minutes.`,
    });
  },
  sendNotice: async (to, text) => {
    outbox.put({ channel: 'whatsapp', to, subject: 'Thikana account notice', text });
  },
  sendAlert: async (to, text) => {
    outbox.put({ channel: 'whatsapp', to, subject: 'Thikana search alert', text });
  },
  sendMessageNotice: async (to, text) => {
    outbox.put({ channel: 'whatsapp', to, subject: 'Thikana new message', text });
  },
});
