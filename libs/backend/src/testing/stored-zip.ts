import { zipOf } from './zip.js';

/** A zip of stored (uncompressed) entries, for tests of formats built on zip (Office, OpenDocument). */
export function storedZip(entries: [name: string, content: string | Buffer][]): Buffer {
  return zipOf(entries.map(([name, content]) => ({ name, data: Buffer.isBuffer(content) ? content : Buffer.from(content), stored: true })));
}

/** A minimal .docx (its content types name the Word document part). */
export function minimalDocx(): Buffer {
  return storedZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ]);
}

/** The head of an OLE2 compound file (legacy Office) naming the stream `stream` in its directory, padded to `size`. */
export function compoundFile(stream: string, size = 4096): Buffer {
  const file = Buffer.alloc(size);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  Buffer.from('Root Entry', 'utf16le').copy(file, 512);
  Buffer.from(stream, 'utf16le').copy(file, 640);
  return file;
}
