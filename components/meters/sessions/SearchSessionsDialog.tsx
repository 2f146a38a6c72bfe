'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import { metersMessages as mm } from '@/lib/messages/meters';
import { plateTerm } from '@/lib/rules/meters/sessions';

export interface SearchSessionsDialogProps {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSearch: (plate: string) => void;
}

/** 'Search parking sessions' (spec 3 §2): the plate, forced to upper case (§5). */
export function SearchSessionsDialog({ open, ...rest }: SearchSessionsDialogProps) {
  return open ? <SearchForm {...rest} /> : null;
}

function SearchForm({ initial, onClose, onSearch }: Omit<SearchSessionsDialogProps, 'open'>) {
  const [plate, setPlate] = useState(initial);
  const [touched, setTouched] = useState(false);
  const term = plateTerm(plate);
  return (
    <FormDialog
      onClose={onClose}
      title={mm.searchSessionsTitle}
      size="sm"
      submitLabel="Search"
      validate={() => {
        setTouched(true);
        return term !== '';
      }}
      onSubmit={() => onSearch(term)}
    >
      <TextInput
        label={mm.searchSessionsPrompt}
        name="plate"
        autoFocus
        autoComplete="off"
        maxLength={20}
        value={plate}
        onChange={(e) => setPlate(e.target.value.toUpperCase())}
        inputClassName="uppercase"
        error={touched && term === '' ? mm.searchSessionsPrompt : undefined}
      />
    </FormDialog>
  );
}
