'use client';

import { TextFieldDialog } from '@/components/ui/TextFieldDialog';

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

const PLATE_FIELD = {
  label: 'Plate',
  name: 'plate',
  maxLength: 16,
  autoComplete: 'off',
  spellCheck: false,
  inputClassName: 'font-mono uppercase',
};

const upperCase = (value: string) => value.toUpperCase();

/** A dialog with one required Plate field, upper-cased as typed (search plate, edit plate). */
export function PlateDialog({
  initialPlate,
  validate = basicPlateCheck,
  ...rest
}: PlateDialogProps) {
  return (
    <TextFieldDialog
      {...rest}
      field={PLATE_FIELD}
      initialValue={initialPlate}
      normalize={upperCase}
      clearErrorOnChange
      validate={(plate) => {
        const checked = validate(plate);
        return 'error' in checked ? checked : { value: checked.plate };
      }}
    />
  );
}
