'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextInput } from '@/components/ui/TextInput';
import { isApiError } from '@/lib/fetcher';
import { messages } from '@/lib/messages';

export interface PlateDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  initialPlate?: string;
  /**
   * Checks the upper-cased plate: the plate to use, or an error text for the field. Without it
   * the plate must not be empty and at most 16 characters.
   */
  validate?: (plate: string) => { plate: string } | { error: string };
  /** Uses the plate; a thrown ApiError's message is shown in the dialog. */
  onSave: (plate: string) => Promise<void> | void;
}

export function basicPlateCheck(plate: string): { plate: string } | { error: string } {
  const value = plate.trim().toUpperCase();
  if (!value) return { error: 'Please enter a plate.' };
  if (value.length > 16) return { error: 'Plates are at most 16 characters.' };
  return { plate: value };
}

/** A dialog with one required Plate field, upper-cased as typed (search plate, edit plate). */
export function PlateDialog({ open, ...rest }: PlateDialogProps) {
  return open ? <PlateForm {...rest} /> : null;
}

function PlateForm({
  onClose,
  title,
  description,
  submitLabel,
  initialPlate = '',
  validate = basicPlateCheck,
  onSave,
}: Omit<PlateDialogProps, 'open'>) {
  const [plate, setPlate] = useState(initialPlate.toUpperCase());
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = validate(plate);
    if ('error' in checked) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(null);
    setError(null);
    setSaving(true);
    try {
      await onSave(checked.plate);
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
        label="Plate"
        name="plate"
        value={plate}
        onChange={(e) => {
          setPlate(e.target.value.toUpperCase());
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        required
        maxLength={16}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        inputClassName="font-mono uppercase"
      />
    </Dialog>
  );
}
