/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { CitationEvidence } from '@/components/citations/issued/CitationEvidence';
import { ScanEvidenceCard } from '@/components/lpr/scan-evidence';
import type {
  CitationEvidence as CitationEvidenceBody,
  CitationVerification,
  ScanEvidence,
} from '@/lib/contract';

const UUID = '00000000-0000-4000-8000-000000000001';
const FILE_1 = '00000000-0000-4000-8000-0000000000f1';
const FILE_2 = '00000000-0000-4000-8000-0000000000f2';
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const STORED = '2026-03-10T12:00:00.000Z';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Answers each path's body (POST and GET alike); anything else is a 404. */
function answer(bodies: Record<string, unknown>) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const body = bodies[String(input).split('?')[0]];
    return {
      ok: body !== undefined,
      status: body !== undefined ? 200 : 404,
      text: async () => JSON.stringify(body ?? { error: { code: 'X', message: 'Not found.' } }),
    } as Response;
  }) as unknown as typeof fetch;
}

const wrap = (node: ReactNode) =>
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>);

describe('the scan evidence card', () => {
  it("shows the camera's read beside its correction", async () => {
    const evidence: ScanEvidence = {
      read: {
        plate: 'ABC123',
        effectivePlate: 'ABC128',
        digest: A,
        digestVersion: 1,
        correction: { plate: 'ABC128', by: 'Ann Lee', at: STORED },
      },
      images: [{ file: FILE_1, label: 'Scan image', sha256: B, storedAt: STORED }],
    };
    answer({ [`/api/scans/${UUID}/evidence`]: evidence });
    wrap(<ScanEvidenceCard uuid={UUID} zone="UTC" />);
    const line = await screen.findByText(/^Read by camera:/);
    expect(line).toHaveTextContent(
      /^Read by camera: ABC123 · Corrected to ABC128 by Ann Lee on .*2026/,
    );
    expect(screen.getByText(A)).toBeInTheDocument();
    expect(screen.getByText(B)).toBeInTheDocument();
  });

  it('says a scan from before digests has none, and offers no verify without any', async () => {
    answer({
      [`/api/scans/${UUID}/evidence`]: {
        read: {
          plate: 'ABC123',
          effectivePlate: 'ABC123',
          digest: null,
          digestVersion: null,
          correction: null,
        },
        images: [],
      } satisfies ScanEvidence,
    });
    wrap(<ScanEvidenceCard uuid={UUID} zone="UTC" />);
    expect(await screen.findByText('Recorded before evidence digests')).toBeInTheDocument();
    expect(screen.getByText('Read by camera:', { exact: false })).toHaveTextContent(
      'Read by camera: ABC123',
    );
    expect(screen.queryByRole('button', { name: 'Verify evidence' })).toBeNull();
  });
});

describe('the citation evidence card', () => {
  it('verifies each image: Match, and Mismatch with the digest found now', async () => {
    const evidence: CitationEvidenceBody = {
      images: [
        { file: FILE_1, label: 'Evidence image 1', sha256: A, storedAt: STORED },
        { file: FILE_2, label: 'Evidence image 2', sha256: B, storedAt: STORED },
      ],
    };
    const C = 'c'.repeat(64);
    const verified: CitationVerification = {
      verifiedAt: STORED,
      images: [
        { ...evidence.images[0], actual: A, result: 'match' },
        { ...evidence.images[1], actual: C, result: 'mismatch' },
      ],
    };
    answer({
      [`/api/citations/issued/${UUID}/evidence`]: evidence,
      [`/api/citations/issued/${UUID}/evidence/verify`]: verified,
    });
    wrap(<CitationEvidence uuid={UUID} zone="UTC" />);
    expect(await screen.findByText('Evidence image 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evidence PDF' })).toHaveAttribute(
      'href',
      `/api/citations/issued/${UUID}/evidence/pdf?tz=UTC`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify evidence' }));
    expect(await screen.findByText('Match')).toBeInTheDocument();
    expect(screen.getByText('Mismatch')).toBeInTheDocument();
    expect(screen.getByText(`Recomputed now: ${C}`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Verified /);
  });

  it('says so when the notice has no images', async () => {
    answer({ [`/api/citations/issued/${UUID}/evidence`]: { images: [] } });
    wrap(<CitationEvidence uuid={UUID} zone="UTC" />);
    expect(await screen.findByText('No evidence images to verify.')).toBeInTheDocument();
  });
});
