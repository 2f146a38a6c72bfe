'use client';

import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, TextInput } from '@/components/ui';
import { createListBody } from '@/lib/contract/lists/bff';
import type { PlateList } from '@/lib/contract/lists';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { listsMessages } from '@/lib/messages/lists';
import { LIST_TYPE } from '@/lib/contract/lists/constants';

export interface AddListDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (list: PlateList) => void;
}

/** Create dialog of /lists: a list name and Allow or Hot. */
export function AddListDialog({ open, ...rest }: AddListDialogProps) {
  return open ? <AddListForm {...rest} /> : null;
}

function AddListForm({ onClose, onCreated }: Omit<AddListDialogProps, 'open'>) {
  const [name, setName] = useState('');
  const [type, setType] = useState<typeof LIST_TYPE.allow | typeof LIST_TYPE.hot>(LIST_TYPE.allow);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = createListBody.safeParse({ name, type });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Please enter a list name.');
      return;
    }
    setNameError(null);
    setError(null);
    setSaving(true);
    try {
      const list = await callEndpoint(listsBffRoutes.createList, { body: parsed.data });
      onCreated(list);
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : listsMessages.listFailed);
      setSaving(false);
    }
  }

  const radio = 'size-4 border-gray-300 accent-brand-600';
  return (
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      onSubmit={onSubmit}
      title="Add list"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Create list
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextInput
        label="List name"
        name="name"
        value={name}
        maxLength={120}
        onChange={(e) => {
          setName(e.target.value);
          if (nameError) setNameError(null);
        }}
        error={nameError}
        required
        autoFocus
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">List type</legend>
        <div className="mt-2 flex gap-6">
          <label className="inline-flex items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name="type"
              value="0"
              checked={type === LIST_TYPE.allow}
              onChange={() => setType(LIST_TYPE.allow)}
              className={radio}
            />
            Allow
          </label>
          <label className="inline-flex items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name="type"
              value="1"
              checked={type === LIST_TYPE.hot}
              onChange={() => setType(LIST_TYPE.hot)}
              className={radio}
            />
            Hot
          </label>
        </div>
      </fieldset>
    </Dialog>
  );
}
