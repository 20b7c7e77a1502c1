import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function PropertyListPage() {
  return <PageNotBuilt title="Properties" />;
}
