// File downloads (the orders and statement CSVs, packing slips, the bank batch file): an effect of the app's
// edge, so machines ask for a save and the composition root decides how it happens.

/** Hands `blob` to the browser as a download named `name`. */
export const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the URL to the download; revoking it later lets slow browsers start it first.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
