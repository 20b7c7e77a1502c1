import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function AddServicePage() {
  return <PageNotBuilt title="Add Service" />;
}
