// The end of the home page: the listed-by tiles, List Your Space and the figures. Well below
// the fold on every screen, so it loads after the first render
// (docs/decisions/0068-first-render-diet.md); nothing above it moves when it arrives.
import { HomeStats } from './home-stats.tsx';
import { ListedByTiles, ListYourSpace } from './home-tiles.tsx';

export default function HomeBelowFold() {
  return (
    <>
      <ListedByTiles />
      <ListYourSpace />
      <HomeStats />
    </>
  );
}
