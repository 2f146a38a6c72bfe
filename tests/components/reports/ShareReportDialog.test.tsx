/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReportParams } from '@/lib/contract/reports';
import { reportsMessages } from '@/lib/messages/reports';
import { ShareReportDialog } from '@/components/reports/ShareReportDialog';
import { mockFetch } from '../support';

const PARAMS: ReportParams = {
  reportType: 'scans',
  startDate: '2026-03-01T05:00:00.000Z',
  endDate: '2026-03-02T05:00:00.000Z',
  rawStartDate: '2026-03-01',
  rawEndDate: '2026-03-01',
  listUUID: null,
  listName: null,
  paidSort: null,
  plate: null,
};

async function createLink() {
  render(<ShareReportDialog open onClose={() => {}} params={PARAMS} />);
  const create = await screen.findByRole('button', { name: 'Create link' });
  await act(async () => {
    fireEvent.click(create);
  });
}

describe('ShareReportDialog (on FormDialog)', () => {
  it('says why a refused choice (400) was refused, and stays open', async () => {
    mockFetch({
      status: 400,
      body: { error: { code: 'INVALID', message: 'Choose 1 to 30 days.' } },
    });
    await createLink();
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 30 days.');
    expect(screen.getByRole('button', { name: 'Create link' })).toBeEnabled();
  });

  it("shows the report's generic failure for any other failure", async () => {
    mockFetch({ status: 500, body: { error: { code: 'ERROR', message: 'Internal.' } } });
    await createLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(reportsMessages.reportFailed);
  });

  it('shows the link once made, with Done as the only action', async () => {
    const { calls } = mockFetch({
      status: 200,
      body: {
        url: 'http://localhost/shared/reports/abc',
        share: { uuid: 's-1', expiresAt: '2026-03-09T12:00:00.000Z' },
      },
    });
    await createLink();
    expect(await screen.findByLabelText('Share link')).toHaveValue(
      'http://localhost/shared/reports/abc',
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { params: PARAMS, expiresInDays: 30 } });
  });
});
