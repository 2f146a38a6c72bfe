import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';

export const metadata: Metadata = { title: 'Rule Plates' };

export default async function TimeLimitPlatesPage({
  params,
}: {
  params: Promise<{ uuid: string }>;
}) {
  const { uuid } = await params;
  return (
    <TimeLimitFrame uuid={uuid} active="plates" tabsOnly>
      <ListPlatesScreen
        key={uuid}
        listUuid={uuid}
        backHref="/timelimit"
        backLabel="Digital Chalking Rules"
      />
    </TimeLimitFrame>
  );
}
