import { PageNotBuilt } from '../../components/page-not-built.tsx';

export default function ResetPasswordPage() {
  return <PageNotBuilt title="Reset Password" />;
}
