import { createRequire } from 'node:module';
import type { encode as Encode } from 'gpt-tokenizer/encoding/o200k_base';

// Loaded on the first count, not at start: its o200k ranks are about 70 MB resident, which a
// replica that has not served chat yet (admin pages, exports) does not need.
let encode: typeof Encode | undefined;

/** The one tokenizer of the project (o200k encoding of gpt-tokenizer): tokens in a text. */
export function countTokens(text: string): number {
  if (!text) return 0;
  encode ??= (
    createRequire(__filename)('gpt-tokenizer/encoding/o200k_base') as { encode: typeof Encode }
  ).encode;
  return encode(text).length;
}
