import { describe, expect, it } from 'vitest';
import { firstRenderFiles } from './check-js-budget.ts';

describe('the first-render JavaScript of /', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-b.js' },
    'pages/home/home-page.tsx': { file: 'assets/home-page-c.js', imports: ['_card.js', '_react.js'] },
    '_card.js': { file: 'assets/card-d.js' },
    'pages/search/search-page.tsx': { file: 'assets/search-page-e.js' },
    'components/toaster.tsx': { file: 'assets/toaster-f.js' },
  };

  it('counts the entry, the home page and what they import, each once', () => {
    expect(firstRenderFiles(manifest)).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/home-page-c.js',
      'assets/card-d.js',
    ]);
  });

  it('leaves out other pages and what loads on demand', () => {
    const files = firstRenderFiles(manifest);
    expect(files).not.toContain('assets/search-page-e.js');
    expect(files).not.toContain('assets/toaster-f.js');
  });

  it('refuses a manifest without the home page', () => {
    expect(() => firstRenderFiles({ 'index.html': { file: 'assets/index-a.js', isEntry: true } })).toThrow(
      /home-page/,
    );
  });
});
