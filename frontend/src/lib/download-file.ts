// Saves a text as a file in the browser (a Blob URL clicked as a download).
export function downloadFile({ name, text, type }: { name: string; text: string; type: string }): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
