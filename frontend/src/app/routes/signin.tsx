import { Navigate } from 'react-router';
import { Head } from '../../components/seo/head.tsx';
import { useAuth } from '../../features/auth/auth-state.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { useAuthRedirect } from '../../features/auth/hooks/use-auth-redirect.ts';

export default function SignInRoute() {
  const auth = useAuth();
  const { target } = useAuthRedirect();
  return (
    <>
      <Head title="Sign in" indexing="private" />
      {auth.status === 'signed-in' && <Navigate to={target} replace />}
      <AuthCard title="Sign in" tagline="Unlock all profiles, mentions, and filters">
        <SignInForm />
      </AuthCard>
    </>
  );
}
