'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import type { ShareLinkResponse } from '@/lib/contract/reports/bff';
import { formatDateTime } from '@/lib/format';

/** The link just made (shown once), with Copy link and Open link in a new tab. */
export function ShareLinkResult({ result }: { result: ShareLinkResponse }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(result.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <>
      <TextInput
        label="Share link"
        name="shareUrl"
        value={result.url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        hint={`Expires ${formatDateTime(result.share.expiresAt)}. Copy it now: it is shown only once.`}
        autoFocus
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <a
          href={result.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          Open link in a new tab
        </a>
        <span role="status" className="sr-only">
          {copied ? 'Link copied.' : ''}
        </span>
      </div>
    </>
  );
}
