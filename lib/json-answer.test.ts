import { describe, expectTypeOf, it } from 'vitest';
import type { JsonAnswer } from './json-answer';

describe('JsonAnswer: an answer as the browser reads it', () => {
  it('turns dates into ISO text at any depth and keeps the rest', () => {
    type Row = { importedAt: Date; paidAt: Date | null; list: Array<{ at: Date; n: number }>; tag: 'a' | 'b' };
    expectTypeOf<JsonAnswer<Row>>().toEqualTypeOf<{
      importedAt: string;
      paidAt: string | null;
      list: Array<{ at: string; n: number }>;
      tag: 'a' | 'b';
    }>();
  });

  it('leaves out functions, as JSON does', () => {
    expectTypeOf<JsonAnswer<{ n: number; f: () => void }>>().toEqualTypeOf<{ n: number }>();
  });
});
