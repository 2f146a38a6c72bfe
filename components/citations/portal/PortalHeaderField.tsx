import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/TextInput';

/** One of the portal's header texts (up to 500 characters); its default shows as placeholder. */
export function PortalHeaderField({
  label,
  hint,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={2}
          maxLength={500}
          className={`${inputClasses} h-auto py-2`}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
