import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function PrivacyPage() {
  return <PageNotBuilt title="Privacy Policy" />;
}
