import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function WishlistPage() {
  return <PageNotBuilt title="My Wishlist" />;
}
