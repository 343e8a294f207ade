import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Reads a PDF the way a person's viewer does, with poppler's pdftotext (Debian's poppler-utils, which
 * .ci/run installs). pdftotext honours ActualText, so Khmer comes back in logical order.
 */
export function pdfText(data: Buffer): string {
  const file = path.join(os.tmpdir(), `report-${crypto.randomBytes(6).toString('hex')}.pdf`);
  fs.writeFileSync(file, data);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Number of pages, from pdfinfo. */
export function pdfPageCount(data: Buffer): number {
  const file = path.join(os.tmpdir(), `report-${crypto.randomBytes(6).toString('hex')}.pdf`);
  fs.writeFileSync(file, data);
  try {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The first page's size in points, width × height (pdfinfo), e.g. [841.89, 595.28] for A4 across. */
export function pdfPageSize(data: Buffer): [number, number] {
  const file = path.join(os.tmpdir(), `report-${crypto.randomBytes(6).toString('hex')}.pdf`);
  fs.writeFileSync(file, data);
  try {
    const m = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
    return [Number(m?.[1] ?? 0), Number(m?.[2] ?? 0)];
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Renders one page to PNG (pdftoppm) at `out` (without extension); answers the PNG's path. */
export function renderPage(data: Buffer, out: string, page = 1, dpi = 110): string {
  const file = `${out}.pdf`;
  fs.writeFileSync(file, data);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, out]);
  return `${out}.png`;
}
