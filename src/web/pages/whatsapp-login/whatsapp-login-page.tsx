import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function WhatsappLoginPage() {
  return <PageNotBuilt title="WhatsApp Login" />;
}
