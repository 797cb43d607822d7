// Code 128 (ISO/IEC 15417), Code Set B only: every printable ASCII character, which is what order numbers
// are. A symbol is a start character, the data, a modulo-103 check character and the stop character; each
// character is three bars and three spaces 11 modules wide (the stop adds a final 2-module bar). A packing
// slip draws the bars as rectangles, so nothing here knows about PDF.

/**
 * The bar and space widths, in modules, of each symbol value 0–106, bar first (ISO/IEC 15417 table 1).
 * Value v of Code Set B is the character with code 32 + v; 104 is Start B, 106 the stop.
 */
const patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const; // prettier-ignore

export const code128Patterns: readonly string[] = patterns;

const startB = 104;
const stop = 106;

/** Code Set B's data characters: space to tilde (DEL, its last, is a control character and not printed). */
const isCodeSetB = (character: string) => /^[\x20-\x7e]$/.test(character);

/** Whether Code Set B can encode `text` (not empty, printable ASCII only). */
export const canEncodeCode128 = (text: string) => text.length > 0 && [...text].every(isCodeSetB);

/** The symbol values of `text`: Start B, one value per character, the check character, the stop. */
export function code128Values(text: string): number[] {
  if (!canEncodeCode128(text))
    throw new RangeError(`Code 128 (Code Set B) cannot encode ${JSON.stringify(text)}`);
  const data = [...text].map((character) => character.charCodeAt(0) - 32);
  // The start counts once, then each data value times its position (1-based).
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), startB) % 103;
  return [startB, ...data, check, stop];
}

/** A bar of the symbol, in modules from its left edge (quiet zones not included). */
export type Code128Bar = { x: number; width: number };

/** The bars of `text` as Code 128 and the symbol's width, in modules; leave 10 modules clear each side. */
export function code128Bars(text: string): { bars: Code128Bar[]; width: number } {
  const bars: Code128Bar[] = [];
  let x = 0;
  for (const value of code128Values(text)) {
    [...patterns[value]!].forEach((digit, index) => {
      const width = Number(digit);
      // Even positions are bars, odd ones spaces.
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
  }
  return { bars, width: x };
}

/** The clear space a reader needs on each side of the symbol, in modules. */
export const code128QuietZone = 10;
