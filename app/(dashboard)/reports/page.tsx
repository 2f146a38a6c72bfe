import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/reports/ReportsScreen';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).page;
  const page = Number(Array.isArray(raw) ? raw[0] : raw);
  return <ReportsScreen page={Number.isInteger(page) && page >= 1 ? page : 1} />;
}
