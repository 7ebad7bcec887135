import yauzl, { type Entry, type ZipFile } from 'yauzl';

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
  /** Bytes of the entry's central directory record. */
  recordLength: number;
}

export interface ZipReport {
  entries: ZipEntryInfo[];
  uncompressedBytes: number;
  /** Where the central directory starts and ends; its records are `entries`, in this order. */
  directory: { offset: number; end: number };
}

/** yauzl's errors are plain Errors: the few that say something other than "corrupt" are told apart by their text. */
function rejection(error: unknown): ZipRejected {
  if (error instanceof ZipRejected) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/end of central directory record signature not found/i.test(text)) return new ZipRejected('not-zip', text);
  if (/bytes in the stream|2\^5[23]/i.test(text)) return new ZipRejected('too-large', text);
  return new ZipRejected('corrupt', text);
}

/** yauzl's cursor in the central directory: where it starts before the first entry is read, where it ends after the last. */
function directoryCursor(zip: ZipFile): number {
  return (zip as unknown as { readEntryCursor: number }).readEntryCursor;
}

/**
 * Reads the central directory with yauzl: names, methods and declared sizes, nothing decompressed yet. The entry
 * count comes from the end record, so too many entries are refused before any is read.
 */
async function readCentralDirectory(zip: ZipFile, maxEntries: number): Promise<Entry[]> {
  if (zip.entryCount > maxEntries) throw new ZipRejected('too-many-entries', `${zip.entryCount} entries`);
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) {
    if (entry.isEncrypted()) throw new ZipRejected('corrupt', `encrypted entry ${entry.fileName}`);
    const method = entry.compressionMethod;
    if (method !== 0 && method !== 8) throw new ZipRejected('corrupt', `unsupported compression ${method} in ${entry.fileName}`);
    entries.push(entry);
  }
  return entries;
}

function info(entry: Entry): ZipEntryInfo {
  return {
    name: entry.fileName,
    method: entry.compressionMethod,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    localHeaderOffset: entry.relativeOffsetOfLocalHeader,
    recordLength: 46 + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength,
  };
}

/** The entry's real size: a deflated one is inflated as a stream and discarded; yauzl stops past its declared size. */
async function realSize(zip: ZipFile, entry: Entry): Promise<number> {
  if (entry.compressionMethod === 0) return entry.compressedSize;
  const stream = await zip.openReadStreamPromise(entry);
  let size = 0;
  try {
    for await (const chunk of stream) size += (chunk as Buffer).length;
  } catch (error) {
    const text = (error as Error).message;
    if (/too many bytes/.test(text)) throw new ZipRejected('too-large', `${entry.fileName} inflates beyond its declared size`);
    if (/not enough bytes/.test(text)) throw new ZipRejected('too-large', `${entry.fileName} size differs from its declaration`);
    throw new ZipRejected('corrupt', `${entry.fileName} does not inflate`);
  }
  return size;
}

/** Most bytes a data descriptor (with signature, ZIP64) may take between an entry's data and the next header. */
const MAX_DESCRIPTOR = 24;

/**
 * Checks an .xlsx (a zip) before any spreadsheet library sees it: the number of entries, the declared
 * sizes, and then the real ones, by inflating every entry as a stream with a hard cap (a zip may lie about
 * its sizes; nothing inflated is kept). The entries must follow each other with nothing hidden between them
 * and their local headers must agree with the central directory, since the streaming reader goes by the
 * local headers. The zip itself is read by yauzl (in memory, one entry at a time); every problem, yauzl's
 * included, is thrown as a ZipRejected. Rows and cells are bounded by the reader itself.
 */
export async function inspectXlsxZip(buf: Buffer, limits: ZipLimits): Promise<ZipReport> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
  } catch (error) {
    throw rejection(error);
  }
  try {
    return await inspect(zip, limits);
  } catch (error) {
    throw rejection(error);
  } finally {
    zip.close();
  }
}

async function inspect(zip: ZipFile, limits: ZipLimits): Promise<ZipReport> {
  const directoryOffset = directoryCursor(zip);
  const entries = await readCentralDirectory(zip, limits.maxEntries);
  const directory = { offset: directoryOffset, end: directoryCursor(zip) };
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxUncompressedBytes) throw new ZipRejected('too-large', `declares ${declared} bytes`);

  const ordered = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  let expected = 0;
  let actual = 0;
  for (const entry of ordered) {
    const name = entry.fileName;
    const at = entry.relativeOffsetOfLocalHeader;
    if (at < expected || at > expected + MAX_DESCRIPTOR) throw new ZipRejected('corrupt', `unlisted bytes before ${name}`);
    const local = await zip.readLocalFileHeaderPromise(entry);
    const sizesInDescriptor = (local.generalPurposeBitFlag & 0x8) !== 0;
    const zip64 = local.compressedSize === 0xffffffff || local.uncompressedSize === 0xffffffff;
    if (local.compressionMethod !== entry.compressionMethod)
      throw new ZipRejected('corrupt', `local header of ${name} disagrees with the directory`);
    if (
      !sizesInDescriptor &&
      !zip64 &&
      (local.compressedSize !== entry.compressedSize || local.uncompressedSize !== entry.uncompressedSize)
    ) {
      throw new ZipRejected('corrupt', `local header of ${name} disagrees with the directory`);
    }
    const size = await realSize(zip, entry);
    if (size !== entry.uncompressedSize) throw new ZipRejected('too-large', `${name} size differs from its declaration`);
    actual += size;
    if (actual > limits.maxUncompressedBytes)
      throw new ZipRejected('too-large', `expands to more than ${limits.maxUncompressedBytes} bytes`);
    expected = local.fileDataStart + entry.compressedSize;
  }
  if (directory.offset < expected || directory.offset > expected + MAX_DESCRIPTOR)
    throw new ZipRejected('corrupt', 'unlisted bytes before the directory');
  return { entries: entries.map(info), uncompressedBytes: actual, directory };
}

/** The parts the streaming reader needs before any worksheet: their names and the sheets' order, strings, styles. */
const WORKBOOK_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

const SIG_EOCD = 0x06054b50;

/**
 * The archive with the workbook's own parts (WORKBOOK_PARTS) moved before every other entry, or `buf` itself when
 * they come first already. exceljs's streaming reader meets the entries in file order: a worksheet met after the
 * shared strings but before the workbook part made it fail (`model.sheets` of nothing), and one met before the
 * shared strings goes through a temporary file. exceljs's own writer puts the workbook part last, and not always
 * the others in the same order. Each entry is copied as it is (header, data, descriptor); only the central
 * directory's offsets change. `report` is inspectXlsxZip's for `buf`, which checked that the entries follow each
 * other with nothing between them. A ZIP64 archive (no plain end record right after the directory) is left as it is.
 */
export function withWorkbookPartsFirst(buf: Buffer, report: ZipReport): Buffer {
  const { directory } = report;
  const endRecord = directory.end;
  if (endRecord + 22 > buf.length || buf.readUInt32LE(endRecord) !== SIG_EOCD || buf.readUInt32LE(endRecord + 16) !== directory.offset)
    return buf;
  let at = directory.offset;
  const records = report.entries.map((entry) => {
    const record = { ...entry, at };
    at += entry.recordLength;
    return record;
  });
  const inFile = [...records].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  if (inFile.length === 0 || inFile[0].localHeaderOffset !== 0) return buf;
  const span = (i: number) =>
    buf.subarray(inFile[i].localHeaderOffset, i + 1 < inFile.length ? inFile[i + 1].localHeaderOffset : directory.offset);
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
    const copy = Buffer.from(buf.subarray(record.at, record.at + record.recordLength));
    copy.writeUInt32LE(moved.get(record.localHeaderOffset)!, 42);
    parts.push(copy);
  }
  const tail = Buffer.from(buf.subarray(endRecord));
  tail.writeUInt32LE(directoryOffset, 16);
  parts.push(tail);
  return Buffer.concat(parts);
}
