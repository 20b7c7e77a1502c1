// One demo blog post as written in blog-posts-*.ts, before its pictures are drawn.
import type { BlogCategory } from '../../shared/enums.ts';
import type { SceneKind } from './pictures/pool.ts';

export type BlogPost = {
  title: string;
  category: BlogCategory;
  summary: string;
  /** What the banner shows. */
  scene: SceneKind;
  sections: readonly { subheading: string; description: string; hyperlink?: string }[];
};
