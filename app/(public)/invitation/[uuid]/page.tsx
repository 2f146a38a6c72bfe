import type { Metadata } from 'next';
import { AcceptInvitationScreen } from '@/components/team/AcceptInvitationScreen';

export const metadata: Metadata = { title: 'Invitation' };

export default async function InvitationPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  return <AcceptInvitationScreen uuid={uuid} />;
}
