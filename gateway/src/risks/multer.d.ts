/** The part of multer (2.x, shipped with @nestjs/platform-express, no types of its own) the bulk upload uses. */
declare module 'multer' {
  import type { Readable } from 'node:stream';
  import type { Request, RequestHandler } from 'express';

  namespace multer {
    interface File {
      fieldname: string;
      originalname: string;
      mimetype: string;
      stream: Readable;
    }
    interface StorageEngine {
      _handleFile(req: Request, file: File, callback: (error: unknown, info?: Record<string, unknown>) => void): void;
      _removeFile(req: Request, file: File & Record<string, unknown>, callback: (error: unknown) => void): void;
    }
    interface Options {
      storage: StorageEngine;
      limits?: {
        fieldNameSize?: number;
        fieldSize?: number;
        fields?: number;
        fileSize?: number;
        files?: number;
        parts?: number;
        headerPairs?: number;
      };
    }
    interface Instance {
      any(): RequestHandler;
    }
    class MulterError extends Error {
      code: string;
      field?: string;
    }
  }
  function multer(options: multer.Options): multer.Instance;
  export = multer;
}
