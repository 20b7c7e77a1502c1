import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function RefundPage() {
  return <PageNotBuilt title="Refund Policy" />;
}
