// The 429 answer shared by OTP and login limits: a clear message and Retry-After.
import { AppError } from '../../http/errors.ts';

const waitText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
};

export const tooManyRequests = (message: string, retryInMs: number) =>
  new AppError('RATE_LIMITED', `${message} Please try again in ${waitText(retryInMs)}.`, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryInMs / 1000))) },
  });
