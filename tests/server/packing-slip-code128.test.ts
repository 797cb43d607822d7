// The packing slip's Code 128 encoder against published encodings: the module strings of ZXing's
// Code128WriterTestCase (Start B, "1", "2", "3", the stop) and the check character of Wikipedia's worked
// example, "PJJ123C" → 55.
import { describe, expect, it } from 'vitest';
import {
  canEncodeCode128,
  code128Bars,
  code128Patterns,
  code128Values,
} from '../../server/modules/orders/code128.ts';

/** The symbol as 1 (bar) and 0 (space) per module, as barcode references print it. */
function modules(text: string): string {
  const { bars, width } = code128Bars(text);
  const row = Array.from({ length: width }, () => '0');
  for (const { x, width: barWidth } of bars) row.fill('1', x, x + barWidth);
  return row.join('');
}

const startB = '11010010000';
const one = '10011100110';
const two = '11001110010';
const three = '11001011100';
const stop = '1100011101011';

describe('Code 128, Code Set B', () => {
  it('every character is three bars and three spaces over 11 modules, the bars an even number of them', () => {
    expect(code128Patterns).toHaveLength(107);
    expect(new Set(code128Patterns).size).toBe(107);
    code128Patterns.slice(0, 106).forEach((pattern) => {
      const widths = [...pattern].map(Number);
      expect(widths).toHaveLength(6);
      expect(widths.reduce((sum, width) => sum + width, 0)).toBe(11);
      expect((widths[0]! + widths[2]! + widths[4]!) % 2).toBe(0);
    });
    expect(code128Patterns[106]).toBe('2331112');
  });

  it("computes Wikipedia's check character for PJJ123C", () => {
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('draws "123" as Start B, 1, 2, 3, the check character (8) and the stop', () => {
    // (104 + 17·1 + 18·2 + 19·3) mod 103 = 8, whose pattern is 1 3 2 2 1 2.
    const check = '10001100100';
    expect(code128Values('123')).toEqual([104, 17, 18, 19, 8, 106]);
    expect(modules('123')).toBe(startB + one + two + three + check + stop);
  });

  it('is 11 modules a character plus 35 for start, check and stop', () => {
    expect(code128Bars('SK-2026-000123').width).toBe(14 * 11 + 35);
    // Three bars a character and the stop's four, each at least one module, none overlapping.
    const { bars } = code128Bars('~ Aa');
    expect(bars).toHaveLength(6 * 3 + 4);
    bars
      .slice(1)
      .forEach((bar, index) => expect(bar.x).toBeGreaterThan(bars[index]!.x + bars[index]!.width - 1));
  });

  it('encodes every printable ASCII character and refuses the rest', () => {
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
    expect(code128Values(printable).slice(1, -2)).toEqual(Array.from({ length: 95 }, (_, index) => index));
    for (const text of ['', 'Ñ-1', 'A\tB', '\x7f', 'ORDER№1'])
      expect([text, canEncodeCode128(text)]).toEqual([text, false]);
    expect(() => code128Values('Ñ-1')).toThrow(RangeError);
  });
});
