import { createHash, type Hash } from 'node:crypto';
import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_MESSAGES, isAttachmentType, type AttachmentContentType } from '@rtm/contracts';

/** How much of the start of a file the type is read from (zip-based formats name their parts near the start). */
export const SNIFF_BYTES = 256 * 1024;

const CFB = 'application/x-cfb';
const ZIP = 'application/zip';
/** Stream names inside an OLE2 compound file (legacy Office) that tell its application, in UTF-16LE. */
const LEGACY_OFFICE: [Buffer, AttachmentContentType][] = [
  [Buffer.from('WordDocument', 'utf16le'), 'application/msword'],
  [Buffer.from('Workbook', 'utf16le'), 'application/vnd.ms-excel'],
  [Buffer.from('PowerPoint Document', 'utf16le'), 'application/vnd.ms-powerpoint'],
];
const LEGACY_OVERLAP = 64;

/** What an inspected file is: its size, SHA-256 (hex) and the type its bytes show. */
export interface InspectedFile {
  size: number;
  sha256: string;
  contentType: AttachmentContentType;
}

/**
 * Reads a file as it streams past, keeping only its first SNIFF_BYTES: counts and hashes it, refuses it past
 * `maxBytes` (413), and decides its type from its bytes, never its name or the browser's word: a signature that
 * file-type (sindresorhus/file-type) knows, an OLE2 compound file of Word, Excel or PowerPoint by its streams' names,
 * or, for text, which has no signature, UTF-8 that decodes without error and holds no NUL byte. Anything else is
 * refused with 415 naming what is allowed: an executable renamed .pdf is an executable. The type is decided as
 * soon as the first bytes tell (a refusal then stops the upload early), else at the end.
 */
export class AttachmentInspector {
  private readonly hash: Hash = createHash('sha256');
  private readonly head: Buffer[] = [];
  private headSize = 0;
  private total = 0;
  private sniffed?: Promise<string | undefined>;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private text = true;
  private legacyTail = Buffer.alloc(0);
  private legacyType: AttachmentContentType | null = null;
  private compound = false;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.total;
  }

  /** Takes the next chunk; throws 413 past the limit, 415 as soon as the first bytes show a refused type. */
  async push(chunk: Buffer): Promise<void> {
    this.total += chunk.length;
    if (this.total > this.maxBytes) throw new PayloadTooLargeException(ATTACHMENT_MESSAGES.tooLarge);
    this.hash.update(chunk);
    if (this.text) this.checkText(chunk);
    if (this.headSize < SNIFF_BYTES) {
      this.head.push(chunk);
      this.headSize += chunk.length;
      if (this.headSize >= SNIFF_BYTES) await this.early();
    }
    if (this.compound) this.scanLegacy(chunk);
  }

  /** The file's size, hash and type once it has all streamed past; 415 when its type is not allowed. */
  async finish(fileName: string): Promise<InspectedFile> {
    if (this.text) {
      try {
        this.utf8.decode();
      } catch {
        this.text = false;
      }
    }
    const detected = await this.detect();
    const contentType = this.typeOf(detected, fileName);
    if (!contentType) throw new UnsupportedMediaTypeException(ATTACHMENT_MESSAGES.typeNotAllowed);
    return { size: this.total, sha256: this.hash.digest('hex'), contentType };
  }

  private async early(): Promise<void> {
    const detected = await this.detect();
    const undecided = detected === ZIP || detected === CFB || (detected === undefined && this.text);
    if (!undecided && !(detected && isAttachmentType(detected)))
      throw new UnsupportedMediaTypeException(ATTACHMENT_MESSAGES.typeNotAllowed);
  }

  private detect(): Promise<string | undefined> {
    this.sniffed ??= (async () => {
      const head = Buffer.concat(this.head);
      this.head.length = 0;
      this.head.push(head);
      const found = await fileTypeFromBuffer(head).catch(() => undefined);
      if (found?.mime === CFB) {
        this.compound = true;
        this.scanLegacy(head);
      }
      return found?.mime;
    })();
    return this.sniffed;
  }

  private typeOf(detected: string | undefined, fileName: string): AttachmentContentType | null {
    if (detected === CFB) return this.legacyType;
    if (detected !== undefined) return isAttachmentType(detected) ? detected : null;
    if (!this.text || this.total === 0) return null;
    return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain';
  }

  private checkText(chunk: Buffer): void {
    if (chunk.includes(0)) {
      this.text = false;
      return;
    }
    try {
      this.utf8.decode(chunk, { stream: true });
    } catch {
      this.text = false;
    }
  }

  /** Looks for the streams' names of a legacy Office file across chunk boundaries. */
  private scanLegacy(chunk: Buffer): void {
    if (this.legacyType) return;
    const window = Buffer.concat([this.legacyTail, chunk]);
    for (const [name, type] of LEGACY_OFFICE) {
      if (window.includes(name)) {
        this.legacyType = type;
        return;
      }
    }
    this.legacyTail = window.subarray(Math.max(0, window.length - LEGACY_OVERLAP));
  }
}
