/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { ReportDownloads } from '@/components/reports/ReportDownloads';
import { ToastProvider } from '@/components/ui/Toast';
import { messages } from '@/lib/messages';

function answer(status: number, body?: unknown) {
  const cancel = jest.fn(async () => undefined);
  globalThis.fetch = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    body: { cancel },
  })) as unknown as typeof fetch;
  return cancel;
}

function renderDownloads() {
  render(
    <ToastProvider>
      <ReportDownloads
        csvHref="/api/reports/export.csv?x=1"
        pdfHref="/api/reports/export.pdf?x=1"
        what="LPR Scans report"
      />
    </ToastProvider>,
  );
}

describe('ReportDownloads', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('checks the report first, then hands the download to the browser', async () => {
    const cancel = answer(200);
    renderDownloads();
    fireEvent.click(screen.getByRole('link', { name: 'Download LPR Scans report as CSV' }));
    await waitFor(() => expect(clicked).toEqual(['/api/reports/export.csv?x=1']));
    expect(cancel).toHaveBeenCalled();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/reports/export.csv?x=1', expect.anything());
  });

  it.each([
    [503, { error: { code: 'REPORT_FAILED', message: 'anything' } }, messages.reportFailed],
    [
      404,
      { error: { code: 'NOT_FOUND', message: 'This item could not be found.' } },
      messages.reportFailed,
    ],
    [
      400,
      {
        error: { code: 'BAD_REQUEST', message: 'The end date must not be before the start date.' },
      },
      'The end date must not be before the start date.',
    ],
  ])('a refusal (%i) shows its text and downloads nothing', async (status, body, text) => {
    answer(status, body);
    renderDownloads();
    fireEvent.click(screen.getByRole('link', { name: 'Download LPR Scans report as PDF' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('a network failure shows the report failure text', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderDownloads();
    fireEvent.click(screen.getByRole('link', { name: 'Download LPR Scans report as CSV' }));
    expect(await screen.findByText(messages.reportFailed)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
