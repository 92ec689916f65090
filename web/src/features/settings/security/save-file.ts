/** Hands a text file to the browser's downloads, as a link click would. */
export function saveTextFile(fileName: string, content: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
