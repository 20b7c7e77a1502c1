import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.ts';

describe('isUniqueViolation', () => {
  const driverError = { code: '23505', constraint: 'blogs_title_lower_idx' };

  it('recognises a unique violation from the driver or wrapped by Drizzle', () => {
    expect(isUniqueViolation(driverError)).toBe(true);
    expect(isUniqueViolation(new Error('insert failed', { cause: driverError }))).toBe(true);
  });

  it('counts only the named index when one is given', () => {
    expect(isUniqueViolation(driverError, 'blogs_title_lower_idx')).toBe(true);
    expect(isUniqueViolation(driverError, 'users_email_idx')).toBe(false);
  });

  it('ignores other database errors and non-errors', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
