const sizeFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** A file size as an admin reads it: "812 KB", "3,4 MB". */
export const mediaSizeText = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB` : `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
