import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';

export const metadata: Metadata = { title: 'Rule Plates' };

/** /lists/timelimit/{uuid}: a time-limit list's plates, linked from the rule screens. */
export default async function TimeLimitListPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  return (
    <ListPlatesScreen
      key={uuid}
      listUuid={uuid}
      backHref="/timelimit"
      backLabel="Digital Chalking Rules"
    />
  );
}
