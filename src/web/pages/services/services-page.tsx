import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function ServicesPage() {
  return <PageNotBuilt title="Services" />;
}
