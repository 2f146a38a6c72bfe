import type { Metadata } from 'next';
import { AboutViolationsScreen } from '@/components/citations/about/AboutViolationsScreen';

export const metadata: Metadata = { title: 'About Vert Violations' };

/** /citations/about (spec 3 §2): the About text of violation ticketing. */
export default function CitationsAboutPage() {
  return <AboutViolationsScreen />;
}
