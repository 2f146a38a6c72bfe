import type { Metadata } from 'next';
import { CreateMasterOrgScreen } from '@/components/orgs/CreateMasterOrgScreen';

export const metadata: Metadata = { title: 'Create your organization' };

export default function CreateOrgPage() {
  return <CreateMasterOrgScreen />;
}
