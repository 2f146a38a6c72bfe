import { inflateSync } from 'node:zlib';

/** The text pieces of a pdfkit PDF in drawing order (content streams inflated, hex strings decoded). */
export function pdfTexts(pdf: Buffer): string[][] {
  const pages: string[][] = [];
  const latin1 = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(latin1))) {
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes(' Tf')) continue;
    const texts: string[] = [];
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    pages.push(texts);
  }
  return pages;
}
