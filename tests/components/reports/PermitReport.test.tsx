/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { ScanReportBody } from '@/components/reports/ScanReportBody';
import type { PermitReportRow } from '@/lib/contract/reports';

const row: PermitReportRow = {
  uuid: '00000000-0000-4000-8000-000000000001',
  customerPermitId: 'AB12CD34EF',
  permitName: 'Annual Faculty & Staff',
  paidStatus: 'paid',
  status: 'Valid',
  currency: 'USD',
  amount: 25000,
  paidTotal: 25020,
  holderName: 'Dana Whitfield',
  holderEmail: 'dana@example.com',
  plate: 'PMT4821',
  state: 'MI',
  vehicle: 'BLUE HONDA CIVIC',
  createdOn: '2026-11-02T15:04:00.000Z',
  issuedOn: '2026-11-02T15:04:00.000Z',
  expiresAt: '2027-11-02T15:04:00.000Z',
  issuedBy: 'Alex Morgan',
};

function body(rows: PermitReportRow[]) {
  return render(
    <ScanReportBody
      data={{ rows, truncated: false }}
      error={undefined}
      onRetry={() => undefined}
      loading={false}
      caption="Permits report rows"
      timeZone="UTC"
      unit="row"
      reportType="permits"
    />,
  );
}

describe('the Permits report table', () => {
  it("shows the permit report's columns and a row's texts", async () => {
    body([row]);
    const table = await screen.findByRole('table', { name: 'Permits report rows' });
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual([
      '#',
      'Issued',
      'Permit ID',
      'Permit',
      'Status',
      'Amount',
      'Permit holder',
      'Plate',
      'Vehicle',
      'Starts',
      'Expires',
    ]);
    expect(screen.getByText('AB12CD34EF')).toBeInTheDocument();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByText('BLUE HONDA CIVIC')).toBeInTheDocument();
  });

  it("says 'No permits issued.' when the window holds none", async () => {
    body([]);
    expect(await screen.findByText('No permits issued.')).toBeInTheDocument();
  });
});
