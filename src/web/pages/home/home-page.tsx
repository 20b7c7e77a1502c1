import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function HomePage() {
  return <PageNotBuilt title="Home" />;
}
