import type { Metadata } from 'next';
import { MeterTypesScreen } from '@/components/meters/MeterTypesScreen';

export const metadata: Metadata = { title: 'Parking Meters' };

export default function MeterTypesPage() {
  return <MeterTypesScreen />;
}
