import 'server-only';
import PDFDocument from 'pdfkit';

/**
 * A long table written with pdfkit as a stream: columns with relative widths and alignments,
 * the title and the header row on every page, a page number in the footer, an optional bold
 * total row. Cells are one line each (text that does not fit ends in '…') unless their column
 * wraps, where the row grows to hold the whole text; any number of rows
 * costs the same memory: pdfkit flushes each finished page, and `room()` waits while the reader
 * has not taken what was written (backpressure).
 */

export interface PdfTableColumn {
  header: string;
  /** Relative width; the columns share the page's width in these proportions. */
  width: number;
  align: 'left' | 'right' | 'center';
  /** Long text wraps onto more lines and the row grows (names the reader needs whole). */
  wrap?: boolean;
}

export interface PdfTableMeta {
  title: string;
  /** Lines under the title on the first page (organisation, dates, filters). */
  subtitle: string[];
  orientation: 'portrait' | 'landscape';
}

const MARGIN = 36;
const FONT_SIZE = 8;
const ROW_HEIGHT = 15;
/** Each further line of a wrapped cell. */
const LINE_HEIGHT = 10;
/** A wrapped cell's most lines (a row must fit a page); the last then ends in '…'. */
const MAX_LINES = 20;
const HEADER_HEIGHT = 18;
const PAD = 4;
const FOOTER_GAP = 20;
/** Bytes the document may hold unread before writing waits for the reader. */
const HIGH_WATER = 256 * 1024;

const INK = '#1f2937';
const MUTED = '#6b7280';
const HEAD_FILL = '#f3f4f6';

export class PdfTableWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly xs: number[] = [];
  private readonly widths: number[] = [];
  private readonly bottom: number;
  private y = 0;
  private page = 0;
  private rowsOnPage = 0;
  private wake: (() => void) | null = null;
  private readonly ellipsisWidth: number;

  constructor(
    private readonly meta: PdfTableMeta,
    private readonly columns: readonly PdfTableColumn[],
  ) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      layout: meta.orientation,
      margin: MARGIN,
      autoFirstPage: false,
      highWaterMark: HIGH_WATER,
      info: { Title: meta.title, Producer: 'Vert dashboard', Creator: 'Vert dashboard' },
    } as PDFKit.PDFDocumentOptions);
    // pdfkit's _read does nothing; here it wakes a writer waiting in room().
    (this.doc as unknown as { _read: () => void })._read = () => {
      const wake = this.wake;
      this.wake = null;
      wake?.();
    };
    // A cancelled download destroys the document: a writer waiting in room() must not hang.
    this.doc.on('close', () => {
      const wake = this.wake;
      this.wake = null;
      wake?.();
    });
    this.doc.addPage();
    const pageWidth = this.doc.page.width - 2 * MARGIN;
    this.bottom = this.doc.page.height - MARGIN - FOOTER_GAP;
    const sum = columns.reduce((s, c) => s + c.width, 0);
    let x = MARGIN;
    for (const column of columns) {
      const w = (column.width / sum) * pageWidth;
      this.xs.push(x);
      this.widths.push(w);
      x += w;
    }
    this.doc.font('Helvetica').fontSize(FONT_SIZE);
    this.ellipsisWidth = this.doc.widthOfString('…');
    this.startPage(true);
  }

  /**
   * Resolves once the reader has taken enough of the document to write on. It always yields to
   * the event loop once, so what was drawn leaves for the socket while the next rows are drawn
   * (a loop of microtasks alone would hold every byte until the end).
   */
  async room(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.closed || this.doc.readableLength < HIGH_WATER) return;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
    });
  }

  /** True once the document is destroyed (the reader cancelled, or it failed): stop drawing. */
  get closed(): boolean {
    return this.doc.destroyed;
  }

  private startPage(first: boolean) {
    const doc = this.doc;
    if (!first) doc.addPage();
    this.page += 1;
    this.rowsOnPage = 0;
    let y = MARGIN;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(first ? 14 : 10);
    doc.text(this.meta.title, MARGIN, y, { lineBreak: false });
    y += first ? 20 : 15;
    if (first) {
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      for (const line of this.meta.subtitle) {
        doc.text(line, MARGIN, y, { lineBreak: false });
        y += 12;
      }
      y += 4;
    }
    // Footer: page number.
    doc.font('Helvetica').fontSize(FONT_SIZE).fillColor(MUTED);
    const label = `Page ${this.page}`;
    const footerY = doc.page.height - MARGIN - 8;
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), footerY, {
      lineBreak: false,
    });
    doc.text(this.meta.title, MARGIN, footerY, { lineBreak: false });
    // Header row.
    const width = this.xs.at(-1)! + this.widths.at(-1)! - MARGIN;
    doc.rect(MARGIN, y, width, HEADER_HEIGHT).fill(HEAD_FILL);
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor(INK);
    this.columns.forEach((column, i) =>
      this.cell(column.header, i, y + (HEADER_HEIGHT - FONT_SIZE) / 2),
    );
    y += HEADER_HEIGHT;
    doc.font('Helvetica');
    this.y = y;
  }

  /** The text cut to the width with '…' (binary search on the font's metrics). */
  private fit(text: string, max: number): { text: string; width: number } {
    const width = this.doc.widthOfString(text);
    if (width <= max) return { text, width };
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.doc.widthOfString(text.slice(0, mid)) + this.ellipsisWidth <= max) lo = mid;
      else hi = mid - 1;
    }
    const cut = `${text.slice(0, lo).trimEnd()}…`;
    return { text: cut, width: this.doc.widthOfString(cut) };
  }

  /** The text broken into lines of at most `max` points: at spaces, inside a too long word. */
  private wrapLines(text: string, max: number): string[] {
    const lines: string[] = [];
    let line = '';
    const width = (t: string) => this.doc.widthOfString(t);
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= max) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (width(rest) > max) {
        let lo = 1;
        let hi = rest.length;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (width(rest.slice(0, mid)) <= max) lo = mid;
          else hi = mid - 1;
        }
        lines.push(rest.slice(0, lo));
        rest = rest.slice(lo);
      }
      line = rest;
    }
    if (line) lines.push(line);
    if (lines.length <= MAX_LINES) return lines;
    const kept = lines.slice(0, MAX_LINES);
    kept[MAX_LINES - 1] = this.fit(`${kept[MAX_LINES - 1]} ${lines[MAX_LINES]}`, max).text;
    return kept;
  }

  private cell(text: string, i: number, y: number) {
    if (!text) return;
    const inner = this.widths[i] - 2 * PAD;
    const fitted = this.fit(text, inner);
    const align = this.columns[i].align;
    let x = this.xs[i] + PAD;
    if (align === 'right') x = this.xs[i] + this.widths[i] - PAD - fitted.width;
    else if (align === 'center') x = this.xs[i] + (this.widths[i] - fitted.width) / 2;
    this.doc.text(fitted.text, x, y, { lineBreak: false });
  }

  /** One row (cells in column order). */
  addRow(cells: readonly string[]) {
    const wrapped = this.columns.map((column, i) =>
      column.wrap && cells[i] ? this.wrapLines(cells[i], this.widths[i] - 2 * PAD) : null,
    );
    const lines = Math.max(1, ...wrapped.map((w) => w?.length ?? 1));
    const height = ROW_HEIGHT + (lines - 1) * LINE_HEIGHT;
    if (this.y + height > this.bottom) this.startPage(false);
    const doc = this.doc;
    if (this.rowsOnPage % 2 === 1) {
      doc
        .rect(MARGIN, this.y, this.xs.at(-1)! + this.widths.at(-1)! - MARGIN, height)
        .fill('#fafafa');
    }
    doc.fillColor(INK);
    const textY = this.y + (ROW_HEIGHT - FONT_SIZE) / 2;
    for (let i = 0; i < this.columns.length; i += 1) {
      const parts = wrapped[i];
      if (!parts) this.cell(cells[i] ?? '', i, textY);
      else parts.forEach((part, k) => this.cell(part, i, textY + k * LINE_HEIGHT));
    }
    this.y += height;
    this.rowsOnPage += 1;
  }

  /** The bold total row under a rule (cells in column order; blanks stay empty). */
  addTotal(cells: readonly string[]) {
    if (this.y + ROW_HEIGHT + 2 > this.bottom) this.startPage(false);
    const doc = this.doc;
    const right = this.xs.at(-1)! + this.widths.at(-1)!;
    doc
      .moveTo(MARGIN, this.y + 1)
      .lineTo(right, this.y + 1)
      .lineWidth(1)
      .strokeColor(INK)
      .stroke();
    this.y += 2;
    doc.font('Helvetica-Bold').fillColor(INK);
    const textY = this.y + (ROW_HEIGHT - FONT_SIZE) / 2;
    for (let i = 0; i < this.columns.length; i += 1) this.cell(cells[i] ?? '', i, textY);
    doc.font('Helvetica');
    this.y += ROW_HEIGHT;
  }

  /** A line in place of rows (e.g. 'No rows in this report.'). */
  addNote(text: string) {
    if (this.y + ROW_HEIGHT > this.bottom) this.startPage(false);
    this.doc.fillColor(MUTED).text(text, MARGIN + PAD, this.y + (ROW_HEIGHT - FONT_SIZE) / 2, {
      lineBreak: false,
    });
    this.y += ROW_HEIGHT;
  }

  end() {
    this.doc.end();
  }
}
