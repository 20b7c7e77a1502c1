import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function ContactPage() {
  return <PageNotBuilt title="Contact Us" />;
}
