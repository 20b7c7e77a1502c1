import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function AddBlogPage() {
  return <PageNotBuilt title="Add Blog" />;
}
