// Hands something made in the page (a CSV, a picture of a chart) to the browser as a saved file.

/** Saves what an address holds (a data: or blob: URL) under a name. */
export function saveHref(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves text as a file of the given type. */
export function saveText(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  saveHref(url, name);
  // Give the browser a moment to start the save before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
