import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function PropertiesPage() {
  return <PageNotBuilt title="Properties" />;
}
