import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function VisitsPage() {
  return <PageNotBuilt title="My Visits" />;
}
