import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { ATTACHMENT_MESSAGES } from '@rtm/contracts';
import { compoundFile, minimalDocx, storedZip } from '../testing/stored-zip.js';
import { AttachmentInspector, SNIFF_BYTES } from './attachment-inspector.js';

/** Passes a file through an inspector in chunks of `chunk` bytes, as a stream would. */
async function inspect(file: Buffer, fileName: string, maxBytes = 1024 * 1024, chunk = 1000) {
  const inspector = new AttachmentInspector(maxBytes);
  for (let at = 0; at < file.length; at += chunk) await inspector.push(file.subarray(at, at + chunk));
  return inspector.finish(fileName);
}

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

describe(AttachmentInspector.name, () => {
  it('tells allowed types by their bytes, whatever the name says', async () => {
    expect((await inspect(PDF, 'policy.bin')).contentType).toBe('application/pdf');
    expect((await inspect(PNG, 'screenshot.pdf')).contentType).toBe('image/png');
    expect((await inspect(minimalDocx(), 'signed.docx')).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await inspect(storedZip([['mimetype', 'application/vnd.oasis.opendocument.text']]), 'a.odt')).contentType).toBe(
      'application/vnd.oasis.opendocument.text',
    );
    expect((await inspect(compoundFile('WordDocument'), 'old.doc')).contentType).toBe('application/msword');
    expect((await inspect(compoundFile('Workbook'), 'old.xls')).contentType).toBe('application/vnd.ms-excel');
    expect((await inspect(compoundFile('PowerPoint Document'), 'old.ppt')).contentType).toBe('application/vnd.ms-powerpoint');
  });

  it('accepts text as plain text or CSV only when it is UTF-8 without NUL bytes', async () => {
    expect((await inspect(Buffer.from('ID,Title\n1,خطر\n'), 'controls.csv')).contentType).toBe('text/csv');
    expect((await inspect(Buffer.from('سجل التدقيق'.repeat(500)), 'log.txt', 1024 * 1024, 7)).contentType).toBe('text/plain');
    await expect(inspect(Buffer.from([0x61, 0x00, 0x62]), 'nul.txt')).rejects.toThrow(ATTACHMENT_MESSAGES.typeNotAllowed);
    await expect(inspect(Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'latin.csv')).rejects.toThrow(ATTACHMENT_MESSAGES.typeNotAllowed);
    // A sequence cut at the end of the file is not UTF-8 either.
    await expect(inspect(Buffer.from([0x61, 0xd8]), 'cut.txt')).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
  });

  it('refuses an executable renamed .pdf, a plain zip, and a compound file of no Office application', async () => {
    await expect(inspect(EXE, 'invoice.pdf')).rejects.toThrow(ATTACHMENT_MESSAGES.typeNotAllowed);
    await expect(inspect(storedZip([['payload.js', 'alert(1)']]), 'report.docx')).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
    await expect(inspect(compoundFile('SummaryInformation'), 'setup.doc')).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
  });

  it('refuses a refused type as soon as the first bytes show it, before the rest streams', async () => {
    const inspector = new AttachmentInspector(64 * 1024 * 1024);
    const big = Buffer.concat([EXE, Buffer.alloc(SNIFF_BYTES)]);
    await expect(inspector.push(big)).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
  });

  it('counts and hashes the bytes, and refuses one byte past the limit with 413', async () => {
    const file = Buffer.from('x'.repeat(5000));
    const inspected = await inspect(file, 'a.txt', 5000);
    expect(inspected).toEqual({ size: 5000, sha256: createHash('sha256').update(file).digest('hex'), contentType: 'text/plain' });
    await expect(inspect(Buffer.from('x'.repeat(5001)), 'a.txt', 5000)).rejects.toBeInstanceOf(PayloadTooLargeException);
  });
});
