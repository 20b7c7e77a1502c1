import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function PropertyDetailPage() {
  return <PageNotBuilt title="Property Details" />;
}
