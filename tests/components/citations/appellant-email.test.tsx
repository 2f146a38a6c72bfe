/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { AppellantCell } from '@/components/citations/appeals/AppellantCell';
import { EmailText } from '@/components/ui/EmailText';

/**
 * E-mails in Appeals (issue 27 item 16): they wrap only after the '@' (never mid-word: no
 * break-all), a part too long for the cell is cut with the whole address in the tooltip.
 */
const LONG = 'alexandra.montgomery-richardson@students.northgate-university.edu';

describe('e-mail text', () => {
  it.each([
    ['the appeals list', () => render(<AppellantCell name="Alex M" email={LONG} />)],
    ['a table cell', () => render(<EmailText email={LONG} />)],
  ])('in %s: one break opportunity, after the @; the tooltip holds the address', (_where, draw) => {
    const { container } = draw();
    const email = screen.getByTitle(LONG);
    expect(email).toHaveTextContent(LONG);
    expect(container.querySelector('.break-all, .break-words')).toBeNull();
    expect(email.querySelectorAll('wbr')).toHaveLength(1);
    const parts = [...email.querySelectorAll('span')].map((s) => s.textContent);
    expect(parts).toEqual([
      'alexandra.montgomery-richardson@',
      'students.northgate-university.edu',
    ]);
    for (const part of email.querySelectorAll('span')) expect(part).toHaveClass('truncate');
  });

  it('an address without an @ is one part', () => {
    render(<EmailText email="nobody" />);
    expect(screen.getByTitle('nobody').querySelectorAll('wbr')).toHaveLength(0);
  });
});
