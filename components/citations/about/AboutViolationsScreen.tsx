import { PageHeader } from '@/components/shell/PageHeader';
import { Card } from '@/components/ui/Card';

const STEPS = [
  'Create your violation types with their fines and late penalties under Violation Types.',
  'Add the ticket locations your patrols choose from under Violation Settings.',
  'Patrols issue notices from the patrol app and print them on a paired ticket printer.',
  'Violators pay or appeal on your violation portal; you follow every notice under Issued Violations and Appeals.',
];

/** /citations/about (spec 3 §1, §9): what violation ticketing does, printers and evidence photos. */
export function AboutViolationsScreen() {
  return (
    <>
      <PageHeader
        title="About Vert Violations"
        description="Issue parking violations from the patrol app and collect fines online."
      />
      <div className="grid max-w-4xl gap-6 md:grid-cols-2">
        <Card title="How it works" headingLevel={2}>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-gray-800">
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
        <div className="flex flex-col gap-6">
          <Card title="Supported ticket printers" headingLevel={2}>
            <p className="text-sm text-gray-800">
              Tickets print on Bluetooth mobile printers of the{' '}
              <strong>Zebra ZQ500 and ZQ600 series</strong>.
            </p>
          </Card>
          <Card title="Evidence photos" headingLevel={2}>
            <p className="text-sm text-gray-800">
              Patrols can attach <strong>up to 4 evidence photos</strong> to each violation. They
              appear on the violation&apos;s detail page and on the violation portal.
            </p>
          </Card>
        </div>
      </div>
    </>
  );
}
