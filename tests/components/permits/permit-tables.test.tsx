/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { IssuedPermitsTable } from '@/components/permits/holders/IssuedPermitsTable';
import type { IssuedPermit } from '@/lib/contract/permits';
import type { PermitTypeIssuedRow } from '@/lib/contract/permits/bff';

const mockTypeIssued: { current: PermitTypeIssuedRow[] } = { current: [] };
jest.mock('@/lib/hooks/use-endpoint', () => ({
  useEndpoint: () => ({
    data: { permits: mockTypeIssued.current, capped: false },
    error: undefined,
    isLoading: false,
    mutate: jest.fn(),
  }),
}));

// Loaded after the mock, so it reads the mocked hook.
const { IssuedByTypeTable } = jest.requireActual<
  typeof import('@/components/permits/products/IssuedByTypeTable')
>('@/components/permits/products/IssuedByTypeTable');

const holder = {
  label: null,
  name: 'Carlos Kowalski',
  email: 'carlos@mail.example.com',
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
  country: null,
  phonenumber: null,
  buildingBusiness: null,
  lotName: null,
  emergencyName: null,
  emergencyEmail: null,
  emergencyNumber: null,
};

function permit(over: Partial<IssuedPermit>): IssuedPermit {
  return {
    uuid: 'p1',
    productUUID: 'type1',
    customerUUID: 'c1',
    customerPermitId: '6CB40777F9',
    permitName: 'Contractor Monthly',
    permitDescription: '',
    amount: 6000,
    paidStatus: 'paid',
    message: null,
    paidSubtotal: 0,
    paidTotalFees: 0,
    paidTotal: 0,
    paidNet: 0,
    billingType: 'RECURRING',
    billingPeriod: 'MONTHLY',
    permitDuration: 1,
    permitDurationUnit: 'MONTH',
    createdOn: '2026-11-01T12:00:00.000Z',
    issuedOn: '2026-11-01T12:00:00.000Z',
    expiresAt: '2026-12-01T12:00:00.000Z',
    signupCode: null,
    customerName: 'Carlos Kowalski',
    customerEmail: 'carlos@mail.example.com',
    vehicle: {
      uuid: null,
      plate: 'S759RX',
      state: 'MI',
      make: 'HONDA',
      model: 'CR-V',
      color: 'GRAY',
    },
    secondaryVehicles: [],
    isPrimaryVehicleActive: true,
    regImgUrls: [],
    issuedBy: 'Business account',
    permitHolder: holder,
    ...over,
  } as IssuedPermit;
}

/** The cells of the table's row whose link names this permit id. */
function cellsOf(permitId: string): Record<string, HTMLElement> {
  const table = screen.getByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => (h.textContent ?? '').toUpperCase());
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(permitId));
  if (!row) throw new Error(`no row of ${permitId}`);
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(headers.map((h, i) => [h, cells[i]]));
}

/** Issue 27 items 13, 15, 16: the business account's (and a holder's) issued permits table. */
describe('the business account issued permits table', () => {
  const rows = [
    permit({
      uuid: 'a',
      customerPermitId: 'PAYREQ0001',
      paidStatus: 'incomplete',
      issuedOn: null,
      expiresAt: null,
    }),
    permit({ uuid: 'b', customerPermitId: 'CANCEL0001', paidStatus: 'canceled' }),
    permit({ uuid: 'c', customerPermitId: 'EXPIRE0001', paidStatus: 'expired' }),
  ];

  function renderTable() {
    render(
      <IssuedPermitsTable
        permits={rows}
        caption="Permits issued by this business account"
        withHolder
        currencyOf={() => 'USD'}
      />,
    );
  }

  it("a 'Payment required' row reads 'Pending payment' for its start and expiry", () => {
    renderTable();
    const cells = cellsOf('PAYREQ0001');
    expect(cells['STATUS']).toHaveTextContent('Payment required');
    expect(cells['STARTS AT']).toHaveTextContent('Pending payment');
    expect(cells['EXPIRES AT']).toHaveTextContent('Pending payment');
  });

  it.each([
    ['PAYREQ0001', 'Payment required'],
    ['CANCEL0001', 'Canceled'],
    ['EXPIRE0001', 'Expired'],
  ])('%s: the status is a chip reading %s', (id, label) => {
    renderTable();
    const chip = within(cellsOf(id)['STATUS']).getByText(label);
    expect(chip).toHaveClass('ring-1');
  });

  it("money reads '$60.00'", () => {
    renderTable();
    expect(cellsOf('CANCEL0001')['AMOUNT']).toHaveTextContent(/^\$60\.00$/);
  });

  it("the vehicle wraps only between words: 'CR-V' stays whole", () => {
    renderTable();
    const vehicle = cellsOf('CANCEL0001')['VEHICLE'];
    expect(vehicle).toHaveTextContent('GRAY HONDA CR-V');
    expect(within(vehicle).getByText('CR-V')).toHaveClass('whitespace-nowrap');
  });

  it('dates may wrap under themselves (no column is kept on one line by the dates)', () => {
    renderTable();
    const starts = cellsOf('CANCEL0001')['STARTS AT'];
    expect(starts).not.toHaveClass('whitespace-nowrap');
  });
});

/** Issue 27 items 13, 15: the permit type's issued list in the same style. */
describe("the permit type's issued permits", () => {
  it("chips, '$60.00' and 'Pending payment' like the issued list", () => {
    mockTypeIssued.current = [
      {
        uuid: 'x',
        customerPermitId: 'TYPEROW001',
        paidStatus: 'incomplete',
        amount: 6000,
        customerName: 'Aisha Ali',
        customerEmail: 'aisha@mail.example.com',
        plate: 'MI K513VD',
        createdOn: '2026-11-01T12:00:00.000Z',
        issuedOn: null,
        expiresAt: null,
      },
      {
        uuid: 'y',
        customerPermitId: 'TYPEROW002',
        paidStatus: 'rejected',
        amount: 6000,
        customerName: 'Omar Gupta',
        customerEmail: 'omar@mail.example.com',
        plate: null,
        createdOn: '2026-11-01T12:00:00.000Z',
        issuedOn: '2026-11-01T12:00:00.000Z',
        expiresAt: '2026-12-01T12:00:00.000Z',
      },
    ];
    render(<IssuedByTypeTable uuid="type1" currency="USD" />);
    const first = cellsOf('TYPEROW001');
    expect(within(first['STATUS']).getByText('Payment required')).toHaveClass('ring-1');
    expect(first['AMOUNT']).toHaveTextContent(/^\$60\.00$/);
    expect(first['STARTS AT']).toHaveTextContent('Pending payment');
    expect(first['EXPIRES AT']).toHaveTextContent('Pending payment');
    expect(within(cellsOf('TYPEROW002')['STATUS']).getByText('Rejected')).toHaveClass('ring-1');
  });
});
