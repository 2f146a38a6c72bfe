import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/shell/PageHeader';

export const SALES_EMAIL = 'sales@vertparking.com';

/** /sentinel-cameras: an invite-only notice (spec 3 §2); capabilities are not shown. */
export function SentinelCamerasScreen() {
  return (
    <>
      <PageHeader title="Sentinel Cameras" />
      <Card title="Sentinel cameras are invite-only" headingLevel={2} className="max-w-2xl">
        <p className="text-sm text-gray-700">
          Sentinel cameras are currently available by invitation only. To join the waitlist, contact
          our sales team at{' '}
          <a
            href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Sentinel cameras waitlist')}`}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {SALES_EMAIL}
          </a>
          .
        </p>
      </Card>
    </>
  );
}
