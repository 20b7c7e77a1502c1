import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function ViewPage() {
  return <PageNotBuilt title="Properties" />;
}
