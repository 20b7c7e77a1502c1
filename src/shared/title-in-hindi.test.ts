import { describe, expect, it } from 'vitest';
import { titleInHindi } from './title-in-hindi.ts';

describe('a title in Hindi, for notices', () => {
  it('is composed from the values read back from the English title, the place in Devanagari', () => {
    expect(titleInHindi('2BHK Apartment in Kothrud')).toBe('कोथरूड में 2BHK अपार्टमेंट');
    expect(titleInHindi('Double Sharing PG/Hostel in Koramangala')).toBe('कोरमंगला में डबल शेयरिंग PG/हॉस्टल');
    expect(titleInHindi('1BHK Apartment in Koramangala 5th Block')).toBe(
      'Koramangala 5th Block में 1BHK अपार्टमेंट',
    );
    expect(titleInHindi('Near the station')).toBe('Near the station');
  });
});
