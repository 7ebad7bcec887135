import { createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  /** Most entries the archive may hold. */
  maxEntries: number;
  /** Most bytes all entries may expand to together. */
  maxUncompressedBytes: number;
}

export type ZipProblem = 'not-zip' | 'too-many-entries' | 'too-large' | 'corrupt';

/** Why an .xlsx was refused before parsing. */
export class ZipRejected extends Error {
  constructor(
    readonly problem: ZipProblem,
    detail: string,
  ) {
    super(`${problem}: ${detail}`);
  }
}

export interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipReport {
  entries: ZipEntryInfo[];
  uncompressedBytes: number;
}

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;

function u64(buf: Buffer, at: number): number {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipRejected('too-large', 'size beyond 2^53');
  return Number(value);
}

function need(buf: Buffer, at: number, length: number, what: string) {
  if (at < 0 || at + length > buf.length) throw new ZipRejected('corrupt', `${what} runs past the end of the file`);
}

/** Finds the end-of-central-directory record and, for ZIP64, its 64-bit counterpart. */
function readDirectoryEnd(buf: Buffer): { entries: number; size: number; offset: number; at: number; zip64: boolean } {
  if (buf.length < 22) throw new ZipRejected('not-zip', 'too short');
  const stop = Math.max(0, buf.length - 22 - MAX_COMMENT);
  let at = -1;
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === SIG_EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipRejected('not-zip', 'no end of central directory');
  if (buf.readUInt16LE(at + 4) !== 0 || buf.readUInt16LE(at + 6) !== 0) throw new ZipRejected('corrupt', 'multi-disk archive');
  let entries = buf.readUInt16LE(at + 10);
  let size = buf.readUInt32LE(at + 12);
  let offset = buf.readUInt32LE(at + 16);
  const zip64 = entries === 0xffff || size === 0xffffffff || offset === 0xffffffff;
  if (zip64) {
    const locator = at - 20;
    need(buf, locator, 20, 'ZIP64 locator');
    if (buf.readUInt32LE(locator) !== SIG_ZIP64_LOCATOR) throw new ZipRejected('corrupt', 'ZIP64 locator missing');
    const record = u64(buf, locator + 8);
    need(buf, record, 56, 'ZIP64 end record');
    if (buf.readUInt32LE(record) !== SIG_ZIP64_EOCD) throw new ZipRejected('corrupt', 'ZIP64 end record missing');
    entries = u64(buf, record + 32);
    size = u64(buf, record + 40);
    offset = u64(buf, record + 48);
  }
  need(buf, offset, size, 'central directory');
  return { entries, size, offset, at, zip64 };
}

/** Reads the central directory: names, methods and declared sizes, nothing decompressed yet. */
export function readCentralDirectory(buf: Buffer, maxEntries: number): ZipEntryInfo[] {
  const end = readDirectoryEnd(buf);
  if (end.entries > maxEntries) throw new ZipRejected('too-many-entries', `${end.entries} entries`);
  const entries: ZipEntryInfo[] = [];
  let at = end.offset;
  const stop = end.offset + end.size;
  while (at < stop) {
    need(buf, at, 46, 'central directory entry');
    if (buf.readUInt32LE(at) !== SIG_CENTRAL) throw new ZipRejected('corrupt', 'bad central directory entry');
    if (entries.length >= maxEntries) throw new ZipRejected('too-many-entries', `more than ${maxEntries} entries`);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    let compressedSize = buf.readUInt32LE(at + 20);
    let uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    let localHeaderOffset = buf.readUInt32LE(at + 42);
    need(buf, at + 46, nameLength + extraLength + commentLength, 'central directory entry');
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 0x1) throw new ZipRejected('corrupt', `encrypted entry ${name}`);
    if (method !== 0 && method !== 8) throw new ZipRejected('corrupt', `unsupported compression ${method} in ${name}`);
    // ZIP64 extended information: the 64-bit values present are those whose 32-bit field is all ones.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = buf.readUInt16LE(extra);
      const length = buf.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        if (uncompressedSize === 0xffffffff) {
          uncompressedSize = u64(buf, field);
          field += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = u64(buf, field);
          field += 8;
        }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(buf, field);
      }
      extra += 4 + length;
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at = extraEnd + commentLength;
  }
  if (entries.length !== end.entries) throw new ZipRejected('corrupt', 'entry count does not match the central directory');
  return entries;
}

/** The inflated size of raw-deflate data, streamed and discarded; refuses as soon as it passes `cap` bytes. */
function inflatedSize(data: Buffer, cap: number, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        inflate.destroy();
        reject(new ZipRejected('too-large', `${name} inflates beyond its declared size`));
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => reject(new ZipRejected('corrupt', `${name} does not inflate`)));
    inflate.end(data);
  });
}

/** Most bytes a data descriptor (with signature, ZIP64) may take between an entry's data and the next header. */
const MAX_DESCRIPTOR = 24;

/**
 * Checks an .xlsx (a zip) before any spreadsheet library sees it: the number of entries, the declared
 * sizes, and then the real ones, by inflating every entry as a stream with a hard cap (a zip may lie about
 * its sizes; nothing inflated is kept). The entries must follow each other with nothing hidden between them
 * and their local headers must agree with the central directory, since the streaming reader goes by the
 * local headers. Throws ZipRejected on the first problem. Rows and cells are bounded by the reader itself.
 */
export async function inspectXlsxZip(buf: Buffer, limits: ZipLimits): Promise<ZipReport> {
  const entries = readCentralDirectory(buf, limits.maxEntries);
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxUncompressedBytes) throw new ZipRejected('too-large', `declares ${declared} bytes`);

  const end = readDirectoryEnd(buf);
  const ordered = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  let expected = 0;
  let actual = 0;
  for (const entry of ordered) {
    const at = entry.localHeaderOffset;
    if (at < expected || at > expected + MAX_DESCRIPTOR) throw new ZipRejected('corrupt', `unlisted bytes before ${entry.name}`);
    need(buf, at, 30, `local header of ${entry.name}`);
    if (buf.readUInt32LE(at) !== SIG_LOCAL) throw new ZipRejected('corrupt', `bad local header of ${entry.name}`);
    const flags = buf.readUInt16LE(at + 6);
    const method = buf.readUInt16LE(at + 8);
    const localCompressed = buf.readUInt32LE(at + 18);
    const localUncompressed = buf.readUInt32LE(at + 22);
    const sizesInDescriptor = (flags & 0x8) !== 0;
    const zip64 = localCompressed === 0xffffffff || localUncompressed === 0xffffffff;
    if (method !== entry.method) throw new ZipRejected('corrupt', `local header of ${entry.name} disagrees with the directory`);
    if (!sizesInDescriptor && !zip64 && (localCompressed !== entry.compressedSize || localUncompressed !== entry.uncompressedSize)) {
      throw new ZipRejected('corrupt', `local header of ${entry.name} disagrees with the directory`);
    }
    const dataStart = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    need(buf, dataStart, entry.compressedSize, `data of ${entry.name}`);
    const data = buf.subarray(dataStart, dataStart + entry.compressedSize);
    let size: number;
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw new ZipRejected('corrupt', `stored sizes differ in ${entry.name}`);
      size = data.length;
    } else {
      // One byte more than declared is enough to know an entry lies about its size.
      size = await inflatedSize(data, entry.uncompressedSize, entry.name);
    }
    if (size !== entry.uncompressedSize) throw new ZipRejected('too-large', `${entry.name} size differs from its declaration`);
    actual += size;
    if (actual > limits.maxUncompressedBytes)
      throw new ZipRejected('too-large', `expands to more than ${limits.maxUncompressedBytes} bytes`);
    expected = dataStart + entry.compressedSize;
  }
  if (end.offset < expected || end.offset > expected + MAX_DESCRIPTOR)
    throw new ZipRejected('corrupt', 'unlisted bytes before the directory');
  return { entries, uncompressedBytes: actual };
}

/** The parts the streaming reader needs before any worksheet: their names and the sheets' order, strings, styles. */
const WORKBOOK_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * The archive with the workbook's own parts (WORKBOOK_PARTS) moved before every other entry, or `buf` itself when
 * they come first already. exceljs's streaming reader meets the entries in file order: a worksheet met after the
 * shared strings but before the workbook part made it fail (`model.sheets` of nothing), and one met before the
 * shared strings goes through a temporary file. exceljs's own writer puts the workbook part last, and not always
 * the others in the same order. Each entry is copied as it is (header, data, descriptor); only the central
 * directory's offsets change. Call after inspectXlsxZip, which checks that the entries follow each other with
 * nothing between them. A ZIP64 archive is left as it is.
 */
export function withWorkbookPartsFirst(buf: Buffer): Buffer {
  const end = readDirectoryEnd(buf);
  if (end.zip64) return buf;
  const records: { at: number; length: number; localHeaderOffset: number; name: string }[] = [];
  for (let at = end.offset; at < end.offset + end.size;) {
    const nameLength = buf.readUInt16LE(at + 28);
    const length = 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    records.push({ at, length, localHeaderOffset: buf.readUInt32LE(at + 42), name: buf.toString('utf8', at + 46, at + 46 + nameLength) });
    at += length;
  }
  if (records.some((r) => r.localHeaderOffset === 0xffffffff)) return buf;
  const inFile = [...records].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  if (inFile.length === 0 || inFile[0].localHeaderOffset !== 0) return buf;
  const span = (i: number) =>
    buf.subarray(inFile[i].localHeaderOffset, i + 1 < inFile.length ? inFile[i + 1].localHeaderOffset : end.offset);
  const rank = (name: string) => (WORKBOOK_PARTS.includes(name) ? WORKBOOK_PARTS.indexOf(name) : WORKBOOK_PARTS.length);
  const order = inFile.map((_, i) => i).sort((a, b) => rank(inFile[a].name) - rank(inFile[b].name) || a - b);
  if (order.every((i, position) => i === position)) return buf;

  const parts: Buffer[] = [];
  const moved = new Map<number, number>();
  let position = 0;
  for (const i of order) {
    moved.set(inFile[i].localHeaderOffset, position);
    parts.push(span(i));
    position += span(i).length;
  }
  const directoryOffset = position;
  for (const record of records) {
    const copy = Buffer.from(buf.subarray(record.at, record.at + record.length));
    copy.writeUInt32LE(moved.get(record.localHeaderOffset)!, 42);
    parts.push(copy);
  }
  const tail = Buffer.from(buf.subarray(end.at));
  tail.writeUInt32LE(directoryOffset, 16);
  parts.push(tail);
  return Buffer.concat(parts);
}
