// What other features may use of blogs (docs/architecture.md "Import rules"): the
// public posts, for the sitemap.
export { publicBlogPosts } from './service.ts';
