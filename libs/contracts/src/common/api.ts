/** Shapes every slice's API uses. */

/** A page of a list; over HTTP the items are the body and the total is the X-Total-Count header. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Paging of a record's own lists (comments, linked tasks, a task's history), oldest first: at most
 * LIMITS.recordPageMax items per answer; over HTTP the total is the X-Total-Count header.
 */
export interface RecordPageInput {
  limit?: number;
  offset?: number;
}

/** A generated file carried over NATS. */
export interface FileDto {
  fileName: string;
  contentType: string;
  base64: string;
}
