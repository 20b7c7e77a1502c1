import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function BlogPage() {
  return <PageNotBuilt title="Blog" />;
}
