'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import { inputClasses } from '@/components/ui/input-classes';
import { AUDIT_KINDS } from '@/lib/rules/audit/audit-kinds';

export interface AuditFilterValues {
  actor: string;
  kind: string;
  plate: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { actor: '', kind: '', plate: '', from: '', to: '' };

interface Props {
  value: AuditFilterValues;
  people: { email: string; name: string }[];
  onApply: (next: AuditFilterValues) => void;
}

const selectClasses = inputClasses;

function SelectField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
      {props.label}
      <select
        className={selectClasses}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...AUDIT_KINDS.map((k) => ({ value: k.id, label: k.label })),
  { value: 'other', label: 'Other' },
];

/** The audit log's filters: person, kind, plate and dates; applied together (they go to the URL). */
export function AuditLogFilters({ value, people, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The URL changed (back, a shared link): the form shows its filters.
    setSeen(value);
    setDraft(value);
  }
  const set = (key: keyof AuditFilterValues) => (v: string) => setDraft({ ...draft, [key]: v });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const filtered = Object.values(value).some(Boolean);
  return (
    <form
      onSubmit={submit}
      aria-label="Audit log filters"
      className="grid grid-cols-1 gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <SelectField
        label="Person"
        value={draft.actor}
        onChange={set('actor')}
        options={[
          { value: '', label: 'Everyone' },
          ...people.map((p) => ({ value: p.email, label: `${p.name} (${p.email})` })),
        ]}
      />
      <SelectField label="Kind" value={draft.kind} onChange={set('kind')} options={KIND_OPTIONS} />
      <TextInput
        label="Plate"
        value={draft.plate}
        maxLength={16}
        autoComplete="off"
        onChange={(e) => set('plate')(e.target.value)}
      />
      <TextInput
        label="From"
        type="date"
        value={draft.from}
        onChange={(e) => set('from')(e.target.value)}
      />
      <TextInput
        label="To"
        type="date"
        value={draft.to}
        onChange={(e) => set('to')(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        {filtered ? (
          <Button type="button" variant="secondary" onClick={() => onApply(NO_FILTERS)}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
