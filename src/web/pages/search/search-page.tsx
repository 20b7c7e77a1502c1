import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function SearchPage() {
  return <PageNotBuilt title="Search" />;
}
