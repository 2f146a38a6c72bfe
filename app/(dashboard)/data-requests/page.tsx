import type { Metadata } from 'next';
import { DataRequestScreen } from '@/components/privacy/DataRequestScreen';

export const metadata: Metadata = { title: 'Data Requests' };

/** Settings → Data Requests: the form first; nothing to load before the request is typed. */
export default function DataRequestsPage() {
  return <DataRequestScreen />;
}
