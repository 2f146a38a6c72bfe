'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import type { DataRequestInput } from '@/lib/contract/privacy/bff-routes';
import { privacyMessages as texts } from '@/lib/messages/privacy';

type SubjectType = 'plate' | 'email';

export interface DataRequestFormProps {
  onSubmit: (input: DataRequestInput) => void;
  /** The server's refusal of the last request's input (a 400), shown under the field. */
  serverError?: string | null;
  busy: boolean;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the typed value before asking (the server checks it again). */
function problemOf(type: SubjectType, value: string): string | null {
  const typed = value.trim();
  if (type === 'plate') {
    return typed.replace(/[^A-Za-z0-9]/g, '') ? null : texts.dataRequestPlateMissing;
  }
  if (!typed) return texts.dataRequestEmailMissing;
  return EMAIL_SHAPE.test(typed) ? null : texts.dataRequestEmailInvalid;
}

/** The request: a plate or a customer e-mail, then 'Find records'. */
export function DataRequestForm({ onSubmit, serverError, busy }: DataRequestFormProps) {
  const [type, setType] = useState<SubjectType>('plate');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const radio = 'size-4 border-gray-300 accent-brand-600';

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemOf(type, value);
    setProblem(found);
    if (!found) onSubmit(type === 'plate' ? { plate: value.trim() } : { email: value.trim() });
  }

  function choose(next: SubjectType) {
    setType(next);
    setProblem(null);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Search by</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['plate', 'Licence plate'],
              ['email', 'Customer email'],
            ] as const
          ).map(([id, label]) => (
            <label key={id} className="inline-flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="data-request-type"
                value={id}
                checked={type === id}
                onChange={() => choose(id)}
                className={radio}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextInput
        key={type}
        label={type === 'plate' ? 'Plate' : 'Customer email'}
        type={type === 'plate' ? 'text' : 'email'}
        autoComplete="off"
        spellCheck={false}
        maxLength={type === 'plate' ? 16 : 254}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problem ?? serverError}
        hint={
          type === 'plate'
            ? 'The exact plate: look-alike reads of other plates are not included.'
            : 'Records that carry this address: permit holders, permits, meter receipts, appeals, list entries.'
        }
        className="max-w-md"
        action={
          <Button type="submit" disabled={busy}>
            Find records
          </Button>
        }
      />
    </form>
  );
}
