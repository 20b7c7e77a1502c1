import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function AdminMessagesPage() {
  return <PageNotBuilt title="Contact Messages" />;
}
