import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const ORIGIN = 'https://thikana.example';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/propertydetail/12', ORIGIN)).toBe('/propertydetail/12');
    expect(safeReturnPath('/addlisting?edit=4#photos', ORIGIN)).toBe('/addlisting?edit=4#photos');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'wishlist'],
    ['nothing', undefined],
    ['a number', 42],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });

  it('never returns to a login screen', () => {
    expect(safeReturnPath('/whatsappLogin', ORIGIN)).toBeNull();
    expect(safeReturnPath('/login?x=1', ORIGIN)).toBeNull();
  });
});
