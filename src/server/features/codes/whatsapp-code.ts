// A login or proof code sent on WhatsApp (docs/product/accounts.md#sessions).
import { AppError } from '../../http/errors.ts';
import { otpsSent } from '../../metrics.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { guardOtpSend, issueOtp, requireOtpChannel, withdrawOtp } from './otp.ts';

/** Counts the send against the caps, stores the code and sends it; withdraws it when WhatsApp fails. */
export const sendWhatsAppCode = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'whatsapp'>;
  purpose: 'login' | 'verify-mobile' | 'step-up';
  mobile: string;
  ip: string;
  deviceId?: string | undefined;
}) => {
  const { deps, purpose, mobile: target, ip } = options;
  requireOtpChannel(deps.whatsapp, deps.config, 'WhatsApp');
  const { db } = deps.database;
  const now = deps.clock.now();
  await guardOtpSend({ db, purpose, target, ip, deviceId: options.deviceId, now, config: deps.config });
  const { code, challengeId } = await issueOtp({
    db,
    secret: deps.config.appSecret,
    channel: 'whatsapp',
    purpose,
    target,
    ip,
    now,
  });
  try {
    await deps.whatsapp.sendOtp(`91${target}`, code);
    otpsSent.inc({ channel: 'whatsapp' });
  } catch (error) {
    await withdrawOtp(db, challengeId, now);
    throw new AppError('GATEWAY_ERROR', 'We could not send the OTP on WhatsApp. Please try again.', {
      cause: error,
    });
  }
};
