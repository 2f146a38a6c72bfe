import { Card } from '@/components/ui/Card';
import type { IssuedPermit } from '@/lib/contract/permits';
import { StatusChip } from './StatusChip';
import { VehicleText } from './VehicleText';

interface Row {
  key: string;
  kind: string;
  plate: string;
  state: string;
  vehicle: { color: string; make: string; model: string };
  isActive: boolean;
}

/** The primary and secondary vehicles of a permit, each with its active flag. */
export function VehiclesCard({ permit }: { permit: IssuedPermit }) {
  const rows: Row[] = [];
  if (permit.vehicle) {
    const v = permit.vehicle;
    rows.push({
      key: v.uuid ?? 'primary',
      kind: 'Primary',
      plate: v.plate,
      state: v.state,
      vehicle: v,
      isActive: permit.isPrimaryVehicleActive,
    });
  }
  for (const v of permit.secondaryVehicles) {
    rows.push({
      key: v.uuid ?? v.plate,
      kind: 'Secondary',
      plate: v.plate,
      state: v.state,
      vehicle: v,
      isActive: v.isActive,
    });
  }
  return (
    <Card title="Vehicles">
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">No vehicle.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {rows.map((r) => (
            <li key={r.key} className="flex items-start justify-between gap-3 py-2 first:pt-0">
              <div className="min-w-0">
                <div className="text-xs font-medium text-gray-600 uppercase">{r.kind}</div>
                <div className="font-mono text-sm font-semibold text-gray-900">
                  {r.state} {r.plate}
                </div>
                <div className="text-sm text-gray-700">
                  <VehicleText vehicle={r.vehicle} />
                </div>
              </div>
              <StatusChip
                status={{
                  label: r.isActive ? 'Active' : 'Inactive',
                  tone: r.isActive ? 'success' : 'neutral',
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
