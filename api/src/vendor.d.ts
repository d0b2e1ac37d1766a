// Types for the small part of pg-copy-streams the API uses (the package ships none).
declare module 'pg-copy-streams' {
  import type { Readable } from 'node:stream';

  /** `COPY ... TO STDOUT` as a readable byte stream; pass it to a pg client's query(). */
  export function to(text: string): Readable;
}
