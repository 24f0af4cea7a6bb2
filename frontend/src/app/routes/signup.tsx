import { Head } from '../../components/seo/head.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

export default function SignUpRoute() {
  return (
    <>
      <Head title="Create account" indexing="private" />
      <AuthCard title="Create account" tagline="Get unlimited profiles with membership">
        <SignUpForm />
      </AuthCard>
    </>
  );
}
