'use client';

import { TextInput } from '@/components/ui/TextInput';
import type { ChosenLogoState } from './use-chosen-logo';

export interface LogoFieldProps {
  chosen: ChosenLogoState;
  /** The logo shown: the chosen one, else the saved one. */
  shownLogo: string | null | undefined;
}

/** The brand's logo: what is shown now, and the file field that picks a new one. */
export function LogoField({ chosen, shownLogo }: LogoFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-gray-800" id="logo-label">
        Logo
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 w-32 items-center justify-center rounded-md border border-dashed border-gray-300 bg-gray-50">
          {shownLogo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={shownLogo}
              alt={chosen.logo ? 'The chosen logo (not saved yet)' : 'The saved logo'}
              className="max-h-14 max-w-28 object-contain"
            />
          ) : (
            <span className="text-xs text-gray-600">No logo yet</span>
          )}
        </div>
        <TextInput
          key={chosen.fileField}
          type="file"
          label="Upload a logo"
          accept="image/*"
          onChange={(e) => void chosen.choose(e.target.files)}
          error={chosen.logoError}
          hint="An image; it is resized to at most 500 px wide."
          className="min-w-0 flex-1"
          inputClassName="h-auto py-1.5"
          aria-busy={chosen.preparing || undefined}
        />
      </div>
    </div>
  );
}
