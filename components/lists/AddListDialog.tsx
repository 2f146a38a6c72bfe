'use client';

import { useRef, useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { createListBody, type CreateListBody } from '@/lib/contract/lists/bff';
import type { PlateList } from '@/lib/contract/lists';
import { callEndpoint } from '@/lib/fetcher';
import { fieldErrorsOf } from '@/lib/field-errors';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { listsMessages } from '@/lib/messages/lists';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { LookalikeField } from './LookalikeField';
import { ListNameField } from './ListNameField';

export interface AddListDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (list: PlateList) => void;
}

/** Create dialog of /lists: a list name, Allow or Hot, and "Also match look-alike characters". */
export function AddListDialog({ open, ...rest }: AddListDialogProps) {
  return open ? <AddListForm {...rest} /> : null;
}

function AddListForm({ onClose, onCreated }: Omit<AddListDialogProps, 'open'>) {
  const [name, setName] = useState('');
  const [type, setType] = useState<typeof LIST_TYPE.allow | typeof LIST_TYPE.hot>(LIST_TYPE.allow);
  const [lookalikes, setLookalikes] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  /** The body the last check accepted: what the save sends. */
  const checked = useRef<CreateListBody | null>(null);

  function validate(): boolean {
    const parsed = createListBody.safeParse({ name, type, matchLookalikes: lookalikes });
    checked.current = parsed.success ? parsed.data : null;
    setNameError(
      parsed.success ? null : (fieldErrorsOf(parsed.error).name ?? 'Please enter a list name.'),
    );
    return parsed.success;
  }

  async function save() {
    if (!checked.current) return;
    const list = await callEndpoint(listsBffRoutes.createList, { body: checked.current });
    onCreated(list);
  }

  const radio = 'size-4 border-gray-300 accent-brand-600';
  return (
    <FormDialog
      onClose={onClose}
      title="Add list"
      size="sm"
      submitLabel="Create list"
      validate={validate}
      onSubmit={save}
      errorText={listsMessages.listFailed}
    >
      <ListNameField
        value={name}
        error={nameError}
        onChange={setName}
        onClearError={() => setNameError(null)}
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
      <LookalikeField checked={lookalikes} onChange={setLookalikes} />
    </FormDialog>
  );
}
