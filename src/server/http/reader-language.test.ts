import { describe, expect, it } from 'vitest';
import { languageOfHeader } from './reader-language.ts';

describe('the language a call names', () => {
  it('is Hindi or English by the first language of Accept-Language, else none', () => {
    expect(languageOfHeader('hi-IN')).toBe('hi');
    expect(languageOfHeader('hi;q=0.9, en')).toBe('hi');
    expect(languageOfHeader('en-IN,hi;q=0.5')).toBe('en');
    expect(languageOfHeader('EN')).toBe('en');
    expect(languageOfHeader('mr-IN,hi')).toBeNull();
    expect(languageOfHeader('')).toBeNull();
    expect(languageOfHeader(undefined)).toBeNull();
  });
});
