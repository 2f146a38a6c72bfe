import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { getSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage() {
  if (await getSession()) redirect('/overview');
  return <LoginScreen />;
}
