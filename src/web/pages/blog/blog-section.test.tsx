import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogSection } from './blog-section.tsx';

describe('a blog section link', () => {
  it('opens apart and passes no ranking or referrer to its target', () => {
    const html = renderToStaticMarkup(
      <BlogSection
        index={0}
        section={{
          subheading: 'Read more',
          description: 'Text',
          image: '',
          hyperlink: 'https://example.in/a',
        }}
      />,
    );
    expect(html).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });
});
