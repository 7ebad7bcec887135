import type { LoggerService } from '@nestjs/common';
import type { Response } from 'express';
import { XLSX_CONTENT_TYPE, writeXlsxStream, type XlsxCell, type XlsxColumn } from '@rtm/backend/excel';

/**
 * The rows of batches read one after another by keyset: `read(after)` asks for the batch after a position (none for
 * the first), `nextOf(batch)` tells the position after it, or null after the last, `rowsOf(batch)` its rows. The next
 * batch is asked for as soon as one arrives, so the bus and the writer work at the same time; at most two are held.
 */
export async function* keysetBatches<B, P, R>(
  read: (after: P | undefined) => Promise<B>,
  nextOf: (batch: B) => P | null,
  rowsOf: (batch: B) => R[],
): AsyncGenerator<R[]> {
  const ask = (after: P | undefined) => {
    const batch = read(after);
    batch.catch(() => undefined); // a reader gone before it is awaited leaves no unhandled rejection; awaiting still throws
    return batch;
  };
  let pending: Promise<B> | null = ask(undefined);
  while (pending) {
    const batch: B = await pending;
    const next = nextOf(batch);
    pending = next === null ? null : ask(next);
    yield rowsOf(batch);
  }
}

export interface XlsxDownload<R> {
  fileName: string;
  sheet: string;
  columns: XlsxColumn[];
  /** The rows, batch by batch (one bus answer each). */
  batches: AsyncGenerator<R[]>;
  cells: (row: R) => XlsxCell[];
  logger: LoggerService;
  context: string;
}

/**
 * Answers a streamed .xlsx download. The first batch is read before anything is sent, so a refusal or an unavailable
 * service still answers with its status; a failure later breaks the download off rather than ending it in a file that
 * looks complete.
 */
export async function sendXlsxDownload<R>(response: Response, download: XlsxDownload<R>): Promise<void> {
  const first = await download.batches.next();
  response.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  response.setHeader('Content-Disposition', `attachment; filename="${download.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  try {
    await writeXlsxStream(response, download.sheet, download.columns, rowsOf(first, download.batches, download.cells));
  } catch (error) {
    download.logger.warn?.(`${download.fileName} stopped: ${(error as Error).message}`, download.context);
    response.destroy();
  }
}

async function* rowsOf<R>(
  first: IteratorResult<R[]>,
  rest: AsyncGenerator<R[]>,
  cells: (row: R) => XlsxCell[],
): AsyncGenerator<XlsxCell[][]> {
  if (first.done) return;
  yield first.value.map(cells);
  for await (const batch of rest) yield batch.map(cells);
}
