'use client';

import { useMemo, useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import type { Organisation } from '@/lib/contract/orgs';
import { orgsMessages } from '@/lib/messages/orgs';

/** Every zone the browser knows (UTC first: browsers leave it out of their list). */
function knownZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set(['UTC', current, ...zones])];
}

export interface TimeZoneDialogProps {
  org: Organisation;
  onClose: () => void;
  /** Saves the zone; a thrown ApiError's message is shown in the dialog. */
  onSave: (timeZone: string) => Promise<void>;
}

/** The organisation's time zone: where late fees, meter rates and public pages read time. */
export function TimeZoneDialog({ org, onClose, onSave }: TimeZoneDialogProps) {
  const [zone, setZone] = useState(org.timeZone);
  const zones = useMemo(() => knownZones(org.timeZone), [org.timeZone]);
  return (
    <FormDialog
      onClose={onClose}
      title={orgsMessages.timeZoneTitle}
      description={orgsMessages.timeZoneHelp}
      submitLabel="Save"
      savingText="Saving..."
      submitDisabled={zone === org.timeZone}
      onSubmit={() => onSave(zone)}
    >
      <FormField label="Time zone">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={zone}
            onChange={(event) => setZone(event.target.value)}
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FormDialog>
  );
}
