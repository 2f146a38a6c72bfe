/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import {
  AREA_REPORT_TABLES,
  AreaReportTable,
  type AreaReportRows,
  type ReportArea,
} from '@/components/reports/AreaReportTable';

/**
 * One report table for the permit, violation and meter reports, parameterised by area: each
 * keeps its report's columns (the PDF's), its empty text, and its identifiers in the mono face.
 */
const rows: { [A in ReportArea]: AreaReportRows[A] } = {
  permits: {
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
  },
  violations: {
    uuid: '00000000-0000-4000-8000-000000000002',
    violationNumber: '100231',
    plate: 'VRT1002',
    state: 'MI',
    issuedAt: '2026-11-02T15:04:00.000Z',
    offense: 'Fire Lane',
    status: 'open',
    amountCents: 10000,
    location: 'Lot A',
  },
  meters: {
    uuid: '00000000-0000-4000-8000-000000000003',
    publicId: 'PKPMC9L7',
    zoneId: 'N202',
    meterName: 'Stadium Drive',
    plate: 'LFFS911',
    currency: 'USD',
    totalAmount: 170,
    totalFees: 20,
    netAmount: 150,
    status: 'Valid',
    startTime: '2026-11-28T22:41:00.000Z',
    endTime: '2026-11-28T23:41:00.000Z',
    email: 'driver@example.com',
  },
};

const cases: [ReportArea, string, string[], string][] = [
  ['permits', 'No permits issued.', ['AB12CD34EF', 'PMT4821'], 'Annual Faculty & Staff'],
  ['violations', 'No citations issued.', ['100231', 'VRT1002'], 'Fire Lane'],
  ['meters', 'No parking sessions yet.', ['PKPMC9L7', 'N202', 'LFFS911'], 'Stadium Drive'],
];

describe('AreaReportTable', () => {
  it.each(cases)(
    '%s: the report’s columns, ids in mono, other text plain',
    (area, _e, ids, plain) => {
      render(<AreaReportTable area={area} rows={[rows[area]]} caption="Rows" timeZone="UTC" />);
      const table = screen.getByRole('table', { name: 'Rows' });
      const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
      expect(headers).toEqual([
        '#',
        ...AREA_REPORT_TABLES[area].definition.columns.map((c) => c.header),
      ]);
      for (const id of ids) expect(within(table).getByText(id)).toHaveClass('font-mono');
      expect(within(table).getByText(plain)).not.toHaveClass('font-mono');
    },
  );

  it.each(cases)('%s: empty, the area’s own text unless the page gives one', (area, empty) => {
    const { unmount } = render(
      <AreaReportTable area={area} rows={[]} caption="Rows" timeZone="UTC" />,
    );
    expect(screen.getByText(empty)).toBeInTheDocument();
    unmount();
    render(
      <AreaReportTable area={area} rows={[]} caption="Rows" timeZone="UTC" emptyText="Nothing." />,
    );
    expect(screen.getByText('Nothing.')).toBeInTheDocument();
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
  });
});
