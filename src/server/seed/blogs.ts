// The demo blog: 20 public posts in several categories, each with a drawn banner and
// a picture in its second section, written by the two demo writers.
import type { Storage } from '../adapters/storage.ts';
import type { BlogPost } from './blog-post.ts';
import { LIVING_POSTS } from './blog-posts-living.ts';
import { RENTING_POSTS } from './blog-posts-renting.ts';
import { drawBedroom, drawKitchen, drawLivingRoom, drawSharedRoom } from './pictures/indoor.ts';
import { drawSociety, drawWeekendHome } from './pictures/outdoor.ts';
import type { SceneKind } from './pictures/pool.ts';
import { mapLimit, storePicture } from './pictures/render.ts';
import { createRandom, type Random } from './random.ts';

const DRAW: Record<SceneKind, (random: Random) => string> = {
  society: drawSociety,
  'weekend-home': drawWeekendHome,
  'living-room': drawLivingRoom,
  bedroom: drawBedroom,
  kitchen: drawKitchen,
  'shared-room': drawSharedRoom,
};

const BANNER = { width: 1200, height: 675 } as const;
const SECTION_PICTURE = { width: 960, height: 720 } as const;

export type DemoBlog = BlogPost & {
  image: string;
  sections: { subheading: string; description: string; hyperlink: string; image: string }[];
  createdOn: Date;
};

export const buildBlogs = async (input: {
  storage: Storage;
  now: Date;
  parallel: number;
}): Promise<DemoBlog[]> => {
  const posts = [...RENTING_POSTS, ...LIVING_POSTS];
  return mapLimit(posts, input.parallel, async (post, index) => {
    const n = index + 1;
    const image = await storePicture(input.storage, `blogs/seed-${n}`, BANNER, () =>
      DRAW[post.scene](createRandom(9_000 + n)),
    );
    const sectionImage = await storePicture(input.storage, `blogs/seed-${n}-2`, SECTION_PICTURE, () =>
      DRAW[post.scene](createRandom(9_500 + n)),
    );
    return {
      ...post,
      image,
      sections: post.sections.map((section, position) => ({
        subheading: section.subheading,
        description: section.description,
        hyperlink: section.hyperlink ?? '',
        image: position === 1 ? sectionImage : '',
      })),
      // One post every four days, the newest yesterday.
      createdOn: new Date(input.now.getTime() - (posts.length - index) * 4 * 86_400_000),
    };
  });
};
