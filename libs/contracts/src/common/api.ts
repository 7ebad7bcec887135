/** Shapes every slice's API uses. */

/** A page of a list; over HTTP the items are the body and the total is the X-Total-Count header. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A generated file carried over NATS. */
export interface FileDto {
  fileName: string;
  contentType: string;
  base64: string;
}
