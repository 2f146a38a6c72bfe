import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Card } from '@/components/ui/Card';
import { HeaderPlateSearch } from './HeaderPlateSearch';

/** /plates with no usable plate: asks for one (the same plain form as the header's). */
export function PlateLookupScreen({ asked }: { asked: boolean }) {
  return (
    <>
      <PageHeader
        title="Plate 360"
        description="Type a plate to see what holds now for it and every record of it in this organization."
      />
      {asked ? (
        <Alert tone="warning" className="mb-4">
          Please enter a plate.
        </Alert>
      ) : null}
      <Card>
        <HeaderPlateSearch id="plate-lookup" className="max-w-sm" />
      </Card>
    </>
  );
}
