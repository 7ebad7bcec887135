import { BadRequestException, ForbiddenException, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { SERVICE_CONFIG, requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { RISK_MESSAGES, type Actor } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import type { RiskConfig } from '../risk.config.js';

/** Chunks not claimed within this time are removed. */
const CHUNK_TTL_MINUTES = 60;

/**
 * NATS carries at most 1 MB per message by default, a spreadsheet may have 10 MB: the gateway sends
 * larger uploads in chunks, kept here (in the database, so any instance of the service may take them)
 * until the import asks for the whole file.
 */
@Injectable()
export class ImportUploadStore {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
  ) {}

  async putChunk(actor: Actor | null, uploadId: string, index: number, base64: string): Promise<{ received: number }> {
    const who = requireRole(actor);
    const data = decodeBase64(base64);
    const table = this.schema.table('import_chunk');
    const em = this.db.reader();
    await em.execute(`delete from ${table} where created_at < now() - interval '${CHUNK_TTL_MINUTES} minutes'`);
    const [{ owner, total }] = await em.execute<{ owner: string | null; total: number }[]>(
      `select min(actor_id::text) as owner, coalesce(sum(length(data)), 0)::int as total from ${table} where upload_id = ?`,
      [uploadId],
    );
    if (owner && owner !== who.id) throw new ForbiddenException(RISK_MESSAGES.uploadExpired);
    if (total + data.length > this.config.IMPORT_MAX_BYTES) {
      await em.execute(`delete from ${table} where upload_id = ?`, [uploadId]);
      throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);
    }
    await em.execute(
      `insert into ${table} (upload_id, idx, actor_id, data) values (?, ?, ?, decode(?, 'base64'))
       on conflict (upload_id, idx) do update set data = excluded.data`,
      [uploadId, index, who.id, data.toString('base64')],
    );
    return { received: data.length };
  }

  /** The whole file of an upload, removed from the store; all `chunks` chunks must be there. */
  async take(actor: Actor | null, uploadId: string, chunks: number): Promise<Buffer> {
    const who = requireRole(actor);
    const table = this.schema.table('import_chunk');
    return this.db.run(async (tx) => {
      const rows = await tx.execute<{ idx: number; actor_id: string; data: string }[]>(
        `delete from ${table} where upload_id = ? returning idx, actor_id::text as actor_id, encode(data, 'base64') as data`,
        [uploadId],
      );
      rows.sort((a, b) => a.idx - b.idx);
      const complete = rows.length === chunks && rows.every((r, i) => Number(r.idx) === i && r.actor_id === who.id);
      if (!complete) throw new BadRequestException(RISK_MESSAGES.uploadExpired);
      return Buffer.concat(rows.map((r) => Buffer.from(r.data, 'base64')));
    });
  }
}

/** Strict base64 (a data: URL prefix is allowed): anything else is refused rather than half-decoded. */
export function decodeBase64(value: string): Buffer {
  const body = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) throw new BadRequestException(RISK_MESSAGES.fileDataInvalid);
  return Buffer.from(body, 'base64');
}
