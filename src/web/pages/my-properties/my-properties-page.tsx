import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function MyPropertiesPage() {
  return <PageNotBuilt title="My Properties" />;
}
