// Philippine mobile numbers as people write them: "0917 123 4567", "0917-123-4567", "(0917) 123 4567",
// "+63 917 123 4567". Spec §5 accepts 09 or +639 followed by 9 digits; we accept those digits with the
// spaces, dashes, dots and brackets people group them with, store one form (+639…) and show it grouped.

/** What may separate the digit groups; anything else (letters, a second plus) is not a phone number. */
const separators = /[\s().-]/g;

/** 09 or +639 followed by 9 digits, once the separators are gone (spec §5). */
export const mobilePattern = /^(09|\+639)\d{9}$/;

/** The number without separators, or null when it is not a PH mobile number. */
const bare = (input: string): string | null => {
  const digits = input.replace(separators, '');
  return mobilePattern.test(digits) ? digits : null;
};

export const isMobileNumber = (input: string): boolean => bare(input) !== null;

/** The stored form, +639XXXXXXXXX; null when the input is not a PH mobile number. */
export const normalizeMobile = (input: string): string | null => {
  const digits = bare(input);
  if (digits === null) return null;
  return digits.startsWith('+63') ? digits : `+63${digits.slice(1)}`;
};

/** "+63 917 123 4567" for a PH mobile number in any accepted form; anything else is shown as it was typed. */
export const formatMobile = (input: string): string => {
  const normal = normalizeMobile(input);
  if (normal === null) return input;
  return `+63 ${normal.slice(3, 6)} ${normal.slice(6, 9)} ${normal.slice(9)}`;
};
