import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function FaqPage() {
  return <PageNotBuilt title="FAQs" />;
}
