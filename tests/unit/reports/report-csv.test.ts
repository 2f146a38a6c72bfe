import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { logger } from '@/platform/log';
import { csvStream } from '@/server/reports/csv-stream';

interface Row {
  n: number;
}

const columns = [{ header: 'n', value: (r: Row) => r.n }];

afterEach(() => {
  jest.restoreAllMocks();
});

describe('CSV download', () => {
  it('logs a page that fails mid-download (as the PDF does) and ends the stream with the error', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failure = new Error('provider went away');
    async function* pages() {
      yield [{ n: 1 }, { n: 2 }];
      throw failure;
    }
    const reader = csvStream(columns, pages()).getReader();
    const read = async () => {
      for (;;) {
        const { done } = await reader.read();
        if (done) return;
      }
    };
    await expect(read()).rejects.toThrow('provider went away');
    expect(logged).toHaveBeenCalledWith('CSV generation failed', {
      error: expect.objectContaining({ message: 'provider went away' }),
    });
  });

  it('logs nothing for a download that completes', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    async function* pages() {
      yield [{ n: 1 }];
    }
    const text = await new Response(csvStream(columns, pages())).text();
    expect(text).toBe('n\n1\n');
    expect(logged).not.toHaveBeenCalled();
  });
});
