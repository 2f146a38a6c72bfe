/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Scan } from '@/lib/contract/lpr';
import type { PlateList } from '@/lib/contract/lists';
import { scanRow } from '../../support/scan-row';

jest.mock('@/components/maps/PointsMap', () => ({ PointsMap: () => null }));

const { ScanDetailsCard } = jest.requireActual<typeof import('@/components/lpr/scan-detail-cards')>(
  '@/components/lpr/scan-detail-cards',
);
const { AlertListStatus, AlertStatus } = jest.requireActual<
  typeof import('@/components/lpr/AlertStatus')
>('@/components/lpr/AlertStatus');
const { EditListDialog } = jest.requireActual<typeof import('@/components/lists/EditListDialog')>(
  '@/components/lists/EditListDialog',
);

const { LOOKALIKE_HINT } = jest.requireActual<typeof import('@/components/lists/LookalikeField')>(
  '@/components/lists/LookalikeField',
);

const nearScan: Scan = scanRow(1, {
  plate: 'A8C123',
  confidence: 0.78,
  listUUID: 'l-1',
  alertDetail: { nearMatch: { plate: 'ABC123', why: '8 read as B' } },
});

describe('near matches (issue 29 item 3)', () => {
  it('the scan detail says which list plate matched and why, with the near-match badge', () => {
    render(<ScanDetailsCard scan={nearScan} zone="UTC" />);
    expect(screen.getByText('Matched ABC123 on Stolen vehicles: 8 read as B')).toBeInTheDocument();
    expect(screen.getByText('Near match', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Hotlist match')).toBeInTheDocument();
  });

  it('the alerts list marks a near match beside its status', () => {
    render(<AlertListStatus scan={nearScan} />);
    expect(screen.getByText('Hotlist match')).toBeInTheDocument();
    expect(screen.getByText('Near match')).toBeInTheDocument();
  });

  it('an exact match shows neither the line nor the badge', () => {
    const exact: Scan = {
      ...nearScan,
      plate: 'ABC123',
      alertDetail: { ...nearScan.alertDetail!, nearMatch: null },
    };
    render(<AlertStatus scan={exact} />);
    expect(screen.getByText('Alert for Stolen vehicles')).toBeInTheDocument();
    expect(screen.queryByText('Near match')).not.toBeInTheDocument();
  });

  it('the edit dialog of a hot list saves the look-alike setting with the name', async () => {
    const list = {
      uuid: 'l-1',
      name: 'Stolen vehicles',
      type: 1,
      matchLookalikes: false,
    } as PlateList;
    const saved: unknown[] = [];
    const onSave = async (body: { name: string; matchLookalikes?: boolean }) => {
      saved.push(body);
    };
    render(<EditListDialog open list={list} onClose={() => {}} onSave={onSave} />);
    const box = await screen.findByRole('checkbox', { name: 'Also match look-alike characters' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(LOOKALIKE_HINT);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'Stolen vehicles', matchLookalikes: true }]),
    );
  });

  it('a time-limit list has no look-alike setting', async () => {
    const list = { uuid: 'l-2', name: '2 hours', type: 2, matchLookalikes: false } as PlateList;
    render(<EditListDialog open list={list} onClose={() => {}} onSave={async () => {}} />);
    await screen.findByRole('textbox', { name: /List name/ });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
