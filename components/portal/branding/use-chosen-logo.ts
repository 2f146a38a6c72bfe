'use client';

import { useEffect, useState } from 'react';
import { coreMessages } from '@/lib/messages/core';
import { permitsMessages } from '@/lib/messages/permits';
import { isImageFile } from '@/lib/rules/portal/brand-branding';
import { NotAnImage, resizeLogo } from './resize-logo';

/** The chosen logo, resized, and its object URL for the previews. */
export interface ChosenLogo {
  file: File;
  url: string;
}

/**
 * The logo the user picked and has not saved yet: resized in the browser, its failure, whether it
 * is still being prepared, and a key that empties the file field once the logo is saved.
 */
export function useChosenLogo() {
  const [logo, setLogo] = useState<ChosenLogo | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  /** Changed after a save: the file field starts empty again. */
  const [fileField, setFileField] = useState(0);

  useEffect(() => () => (logo ? URL.revokeObjectURL(logo.url) : undefined), [logo]);

  async function choose(files: FileList | null) {
    const file = files?.[0];
    setLogoError(null);
    if (!file) return;
    if (!isImageFile(file)) {
      setLogo(null);
      setLogoError(permitsMessages.invalidImage);
      return;
    }
    setPreparing(true);
    try {
      const resized = await resizeLogo(file);
      setLogo({ file: resized, url: URL.createObjectURL(resized) });
    } catch (cause) {
      setLogo(null);
      setLogoError(
        cause instanceof NotAnImage ? permitsMessages.invalidImage : coreMessages.serverError,
      );
    } finally {
      setPreparing(false);
    }
  }

  /** The logo was saved: nothing is chosen any more. */
  function saved() {
    setLogo(null);
    setFileField((n) => n + 1);
  }

  return { logo, logoError, preparing, fileField, choose, saved };
}

export type ChosenLogoState = ReturnType<typeof useChosenLogo>;
