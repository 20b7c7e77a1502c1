import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function BlogsPage() {
  return <PageNotBuilt title="All Blog Posts" />;
}
