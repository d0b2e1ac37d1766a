import { encode } from 'gpt-tokenizer';

/** The one tokenizer of the project (o200k encoding of gpt-tokenizer): tokens in a text. */
export function countTokens(text: string): number {
  if (!text) return 0;
  return encode(text).length;
}
