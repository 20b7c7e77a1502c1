import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function LoginPage() {
  return <PageNotBuilt title="Login" />;
}
