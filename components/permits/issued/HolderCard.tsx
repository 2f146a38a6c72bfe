import { Card } from '@/components/ui/Card';
import type { IssuedPermit } from '@/lib/contract/permits';
import { DetailField } from './DetailField';

const FIELDS: Array<[keyof IssuedPermit['permitHolder'], string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['label', 'Label'],
  ['phonenumber', 'Phone number'],
  ['address1', 'Address'],
  ['address2', 'Address line 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
  ['country', 'Country'],
  ['buildingBusiness', 'Building / business'],
  ['lotName', 'Lot'],
  ['emergencyName', 'Emergency contact'],
  ['emergencyEmail', 'Emergency email'],
  ['emergencyNumber', 'Emergency number'],
];

/** The permit holder's details as given for this permit. */
export function HolderCard({ permit, className }: { permit: IssuedPermit; className?: string }) {
  return (
    <Card title="Permit holder" className={className}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
        {FIELDS.map(([key, label]) => (
          <DetailField key={key} label={label}>
            {permit.permitHolder[key] || '—'}
          </DetailField>
        ))}
      </dl>
    </Card>
  );
}
