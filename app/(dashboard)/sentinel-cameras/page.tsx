import type { Metadata } from 'next';
import { SentinelCamerasScreen } from '@/components/sentinel/SentinelCamerasScreen';

export const metadata: Metadata = { title: 'Sentinel Cameras' };

export default function SentinelCamerasPage() {
  return <SentinelCamerasScreen />;
}
