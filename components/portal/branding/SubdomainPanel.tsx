'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextInput } from '@/components/ui/TextInput';
import type { BrandDetails } from '@/lib/contract/portal';
import { portalBffRoutes, type SubdomainCheck } from '@/lib/contract/portal/bff-routes';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { permitsMessages } from '@/lib/messages/permits';
import { SUPPORT_EMAIL } from '@/lib/messages/support';
import { SubdomainStatus } from './SubdomainStatus';

/**
 * The portal's address on both branding pages (spec 2 §2, spec 3 §2 Portal branding): the
 * subdomain with a warning icon when unset and a green check when set (support changes it), and
 * an availability check answering 'Available (save to confirm)' or 'Unavailable'.
 */
export function SubdomainPanel({ brand }: { brand: BrandDetails }) {
  const [candidate, setCandidate] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<SubdomainCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function check(event: FormEvent) {
    event.preventDefault();
    const subdomain = candidate.trim().toLowerCase();
    setResult(null);
    setProblem(null);
    if (!subdomain) return;
    setChecking(true);
    try {
      setResult(await callEndpoint(portalBffRoutes.brandingSubdomain, { query: { subdomain } }));
    } catch (cause) {
      setProblem(failureMessage(cause));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Card title="Portal address" headingLevel={2}>
      <SubdomainStatus subdomain={brand.subdomain} />
      <p className="mt-2 text-sm text-gray-700">
        The subdomain is set by support. To choose or change it, contact{' '}
        <a className="text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        ; you can check here whether the one you want is free.
      </p>
      <form className="mt-3" onSubmit={check} noValidate>
        <TextInput
          label="Check a subdomain"
          value={candidate}
          onChange={(e) => {
            setCandidate(e.target.value);
            setResult(null);
          }}
          autoComplete="off"
          spellCheck={false}
          maxLength={63}
          className="max-w-md"
          error={problem}
          action={
            <Button type="submit" variant="secondary" loading={checking}>
              Check availability
            </Button>
          }
        />
      </form>
      <div role="status" className="mt-2 min-h-5 text-sm">
        {result?.available ? (
          <span className="font-medium text-success-700">{permitsMessages.subdomainAvailable}</span>
        ) : result ? (
          <span className="text-danger-700">
            <span className="font-medium">{permitsMessages.subdomainUnavailable}</span>:{' '}
            {result.message ?? permitsMessages.subdomainTaken}
          </span>
        ) : null}
      </div>
    </Card>
  );
}
