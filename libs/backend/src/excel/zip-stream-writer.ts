import { Readable, type Writable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

interface CentralEntry {
  name: Buffer;
  crc: number;
  size: number;
  compressedSize: number;
  offset: number;
}

/** Waits for `output` to take more; a reader that went away ends the archive. */
async function drained(output: Writable): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
  if (output.destroyed) throw new Error('The reader of the archive went away');
}

/** Sizes and offsets of a zip without its ZIP64 extension: 4 GB each. */
const MAX_32 = 0xffffffff;
/** Bit 3: sizes and CRC follow the data (unknown when the header is written); bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** 1980-01-01 00:00 in DOS time: entries carry no meaningful date. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A zip archive written straight into `output` as its entries are produced: each entry is deflated while it is
 * read, and its CRC and sizes follow it in a data descriptor, so nothing of an entry is held in memory.
 */
export class ZipStreamWriter {
  private offset = 0;
  private readonly entries: CentralEntry[] = [];

  constructor(
    private readonly output: Writable,
    /** zlib level: 1 (fast, a larger file) to 9; a download of millions of rows is limited by the CPU. */
    private readonly level = 1,
  ) {}

  /** Adds one entry whose content is `chunks`, in order; resolves once all of it has been handed to `output`. */
  async add(name: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    this.write(Buffer.concat([header, nameBytes]));

    let crc = 0;
    let size = 0;
    let compressedSize = 0;
    async function* counted() {
      for await (const chunk of chunks) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
    }
    const deflated = Readable.from(counted()).pipe(createDeflateRaw({ level: this.level }));
    for await (const chunk of deflated as AsyncIterable<Buffer>) {
      compressedSize += chunk.length;
      this.write(chunk);
      if (this.output.writableNeedDrain) await drained(this.output);
    }
    if (size > MAX_32 || compressedSize > MAX_32 || this.offset > MAX_32) throw new Error(`${name} is too large for a zip without ZIP64`);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressedSize, 8);
    descriptor.writeUInt32LE(size, 12);
    this.write(descriptor);
    this.entries.push({ name: nameBytes, crc, size, compressedSize, offset });
  }

  /** Writes the central directory and ends `output`. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(0, 12);
      record.writeUInt16LE(DOS_DATE, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressedSize, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      this.write(Buffer.concat([record, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.write(end);
    // end() without a callback: middleware such as compression wraps end(chunk, encoding) and would take it for data
    await new Promise<void>((resolve, reject) => {
      this.output.once('error', reject);
      this.output.once('finish', resolve);
      this.output.once('close', () =>
        this.output.writableFinished ? resolve() : reject(new Error('The reader of the archive went away')),
      );
      this.output.end();
    });
  }

  private write(bytes: Buffer): void {
    if (this.output.destroyed) throw new Error('The reader of the archive went away');
    this.output.write(bytes);
    this.offset += bytes.length;
  }
}
