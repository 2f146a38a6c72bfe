'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextInput } from '@/components/ui/TextInput';
import { orgNameForm } from '@/lib/contract/bff';
import { isApiError } from '@/lib/fetcher';
import { messages } from '@/lib/messages';

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

/** A dialog with one required Name field (add and rename an organisation). */
export function OrgNameDialog({ open, ...rest }: OrgNameDialogProps) {
  return open ? <OrgNameForm {...rest} /> : null;
}

function OrgNameForm({
  onClose,
  title,
  description,
  submitLabel,
  initialName = '',
  onSave,
}: Omit<OrgNameDialogProps, 'open'>) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = orgNameForm.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.orgNameRequired);
      return;
    }
    setFieldError(null);
    setError(null);
    setSaving(true);
    try {
      await onSave(parsed.data.name);
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : messages.serverError);
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      onSubmit={onSubmit}
      title={title}
      description={description}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextInput
        label="Name"
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldError}
        required
        maxLength={120}
        autoComplete="organization"
        autoFocus
      />
    </Dialog>
  );
}
