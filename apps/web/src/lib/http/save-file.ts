/** Hands a blob to the browser under `name`, as a saved file. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by the next task; the address can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
