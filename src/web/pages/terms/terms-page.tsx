import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function TermsPage() {
  return <PageNotBuilt title="Terms & Conditions" />;
}
