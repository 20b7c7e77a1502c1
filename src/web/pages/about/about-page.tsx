import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function AboutPage() {
  return <PageNotBuilt title="About Us" />;
}
