import { vehicleWords } from '@/lib/rules/permits/issued-display';

type Vehicle = Parameters<typeof vehicleWords>[0];

/** A vehicle's colour, make and model; lines break only between words, never inside 'CR-V'. */
export function VehicleText({ vehicle }: { vehicle: Vehicle }) {
  const words = vehicleWords(vehicle);
  return (
    <span>
      {words.map((word, i) => (
        <span key={i}>
          {i > 0 ? ' ' : null}
          <span className="whitespace-nowrap">{word}</span>
        </span>
      ))}
    </span>
  );
}
