import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function SignupPage() {
  return <PageNotBuilt title="Sign Up" />;
}
