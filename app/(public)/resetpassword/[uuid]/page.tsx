import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ResetPasswordScreen } from '@/components/auth/ResetPasswordScreen';
import { getSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Reset password' };

export default async function ResetPasswordPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  if (await getSession()) redirect('/overview');
  return <ResetPasswordScreen resetCode={uuid} />;
}
