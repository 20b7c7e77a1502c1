import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function ProfilePage() {
  return <PageNotBuilt title="My Profile" />;
}
