import { PageHeader } from '@/components/shell/PageHeader';

/** What /scans and /alerts show while the screen reads its view from the address. */
export function ListScreenFallback({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <PageHeader title={title} description={'\u00a0'} />
      <div className="mb-3 h-8 w-72 animate-pulse rounded-full bg-gray-200" />
      <div className="h-96 animate-pulse rounded-lg border border-gray-200 bg-white" />
    </div>
  );
}
