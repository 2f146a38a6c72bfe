import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { SHARE_DAY_CHOICES } from '@/lib/contract/reports/constants';

/** How many days a share link lasts, from the allowed choices. */
export function ShareExpiryField({
  days,
  onChange,
}: {
  days: number;
  onChange: (days: number) => void;
}) {
  return (
    <FormField label="Link expires after">
      {(control) => (
        <select
          {...control}
          className={inputClasses}
          value={days}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {SHARE_DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
