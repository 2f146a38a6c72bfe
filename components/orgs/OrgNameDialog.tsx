'use client';

import { TextFieldDialog, type TextFieldCheck } from '@/components/ui/TextFieldDialog';
import { orgNameForm } from '@/lib/contract/orgs/bff';
import { orgsMessages } from '@/lib/messages/orgs';

export interface OrgNameDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; a thrown ApiError's message is shown in the dialog. */
  onSave: (name: string) => Promise<void>;
}

const NAME_FIELD = { label: 'Name', name: 'name', maxLength: 120, autoComplete: 'organization' };

function checkOrgName(name: string): TextFieldCheck {
  const parsed = orgNameForm.safeParse({ name });
  return parsed.success
    ? { value: parsed.data.name }
    : { error: parsed.error.issues[0]?.message ?? orgsMessages.orgNameRequired };
}

/** A dialog with one required Name field (add and rename an organisation). */
export function OrgNameDialog({ initialName, ...rest }: OrgNameDialogProps) {
  return (
    <TextFieldDialog
      {...rest}
      field={NAME_FIELD}
      initialValue={initialName}
      validate={checkOrgName}
    />
  );
}
