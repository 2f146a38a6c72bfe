'use client';

import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/shell/PageHeader';
import { SUPPORT_EMAIL } from '@/lib/messages/support';

/** /meter/types: the organisation's digital parking meters. */
export function MeterTypesScreen() {
  return (
    <>
      <PageHeader
        title="Parking Meters"
        description="Digital meters, their rate schedules and paid parking sessions."
      />
      <Card title="Activate a digital meter" headingLevel={2}>
        <p className="text-sm text-gray-700">
          Digital meters are activated by contacting support at{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {SUPPORT_EMAIL}
          </a>
          . A meter can charge flat rates, variable rates and time-adds, and drivers pay by
          scan-to-pay, text-to-pay or both.
        </p>
      </Card>
    </>
  );
}
