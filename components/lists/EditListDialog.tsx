'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import type { PlateList } from '@/lib/contract/lists';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { listsMessages } from '@/lib/messages/lists';
import { checkListName } from '@/lib/rules/lists/list-name';
import { LookalikeField } from './LookalikeField';
import { ListNameField } from './ListNameField';

export interface EditListDialogProps {
  open: boolean;
  list: PlateList | undefined;
  onClose: () => void;
  /** Saves the checked name and (allow and hot lists) the look-alike setting. */
  onSave: (body: { name: string; matchLookalikes?: boolean }) => Promise<void>;
}

/** Edit list: its name and, for allow and hot lists, "Also match look-alike characters". */
export function EditListDialog({ open, list, ...rest }: EditListDialogProps) {
  return open && list ? <EditListForm list={list} {...rest} /> : null;
}

function EditListForm({
  list,
  onClose,
  onSave,
}: Omit<EditListDialogProps, 'open'> & { list: PlateList }) {
  const [name, setName] = useState(list.name);
  const [lookalikes, setLookalikes] = useState(list.matchLookalikes);
  const [nameError, setNameError] = useState<string | null>(null);
  const takesLookalikes = list.type === LIST_TYPE.allow || list.type === LIST_TYPE.hot;

  function validate(): boolean {
    const checked = checkListName(name);
    setNameError('error' in checked ? checked.error : null);
    return 'value' in checked;
  }

  async function save() {
    const checked = checkListName(name);
    if (!('value' in checked)) return;
    await onSave({
      name: checked.value,
      ...(takesLookalikes ? { matchLookalikes: lookalikes } : {}),
    });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Edit list"
      size="sm"
      submitLabel="Save"
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
      {takesLookalikes ? <LookalikeField checked={lookalikes} onChange={setLookalikes} /> : null}
    </FormDialog>
  );
}
