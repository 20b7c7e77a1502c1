import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function AddListingPage() {
  return <PageNotBuilt title="Add Listing" />;
}
