// Display formatting at the edge: money is integer centavos everywhere else (STYLE: Server).
const peso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  currencyDisplay: 'symbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `123456` centavos -> '₱1,234.56'; negative amounts keep their sign before the peso sign. */
export const formatPeso = (centavos: number): string => {
  const formatted = peso.format(Math.abs(centavos) / 100).replace(/^PHP\s?/, '₱');
  return centavos < 0 ? `-${formatted}` : formatted;
};
