// Meta WhatsApp Cloud API: sends the code with an approved authentication template
// (body parameter = the code, plus the copy-code button, which Meta models as a URL
// button whose parameter is the code).
// https://developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates/copy-code-button-authentication-templates
// Account notices go out with a utility template whose one body parameter is the notice.
// https://developers.facebook.com/docs/whatsapp/updates-to-pricing/new-template-guidelines#utility-templates
import type { WhatsApp } from './whatsapp.ts';

export type CloudWhatsAppOptions = {
  apiBase: string;
  phoneNumberId: string;
  token: string;
  template: string;
  /** The approved utility template for account notices; its body is `{{1}}`. */
  noticeTemplate?: string;
  /** The approved utility template for saved-search alerts; its body is `{{1}}`. */
  alertTemplate?: string;
  messageTemplate?: string;
  language: string;
  /** Milliseconds before the request is abandoned. */
  timeoutMs?: number;
};

export class WhatsAppSendError extends Error {
  readonly status: number;
  constructor(status: number, detail: string) {
    super(`WhatsApp Cloud API answered ${status}: ${detail}`);
    this.name = 'WhatsAppSendError';
    this.status = status;
  }
}

export const otpTemplateMessage = (
  options: Pick<CloudWhatsAppOptions, 'template' | 'language'>,
  to: string,
  code: string,
) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: {
    name: options.template,
    language: { code: options.language },
    components: [
      { type: 'body', parameters: [{ type: 'text', text: code }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
    ],
  },
});

export const DEFAULT_NOTICE_TEMPLATE = 'thikana_account_notice';

export const DEFAULT_ALERT_TEMPLATE = 'thikana_search_alert';

export const DEFAULT_MESSAGE_TEMPLATE = 'thikana_new_message';

/** A utility template whose body is one parameter: the text. */
export const textTemplateMessage = (template: string, language: string, to: string, text: string) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: {
    name: template,
    language: { code: language },
    components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
  },
});

export const createCloudWhatsApp = (options: CloudWhatsAppOptions): WhatsApp => {
  const url = `${options.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const send = async (message: unknown) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new WhatsAppSendError(res.status, body?.error?.message ?? res.statusText);
    }
  };
  return {
    kind: 'cloud',
    sendOtp: (to, code) => send(otpTemplateMessage(options, to, code)),
    sendNotice: (to, text) =>
      send(
        textTemplateMessage(options.noticeTemplate ?? DEFAULT_NOTICE_TEMPLATE, options.language, to, text),
      ),
    sendAlert: (to, text) =>
      send(textTemplateMessage(options.alertTemplate ?? DEFAULT_ALERT_TEMPLATE, options.language, to, text)),
    sendMessageNotice: (to, text) =>
      send(
        textTemplateMessage(options.messageTemplate ?? DEFAULT_MESSAGE_TEMPLATE, options.language, to, text),
      ),
  };
};
