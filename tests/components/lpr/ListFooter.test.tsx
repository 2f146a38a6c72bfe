/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { ListFooter } from '@/components/lpr/ListFooter';
import type { ScanListResponse } from '@/lib/contract/lpr/bff';

function searchAnswer(shown: number, count: number): ScanListResponse {
  // The footer reads only how many rows there are, not what is in them.
  const plates = Array.from({ length: shown }) as ScanListResponse['plates'];
  return { plates, count, page: 1, pageSize: 500, mode: 'search' };
}

describe('ListFooter of a search (issue 18 item 5)', () => {
  it('says plainly that it shows the newest 500 of all matches, and how to narrow', () => {
    render(
      <ListFooter
        data={searchAnswer(500, 1121)}
        page={1}
        onPageChange={() => {}}
        noun="scans"
        label="Scans pages"
      />,
    );
    expect(
      screen.getByText(
        'Showing the newest 500 of 1,121 results. Type more of the plate to narrow the search.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('500 results')).not.toBeInTheDocument();
  });

  it('gives the plain count when every match is shown', () => {
    render(
      <ListFooter
        data={searchAnswer(42, 42)}
        page={1}
        onPageChange={() => {}}
        noun="alerts"
        label="Alerts pages"
      />,
    );
    expect(screen.getByText('42 results')).toBeInTheDocument();
  });
});
