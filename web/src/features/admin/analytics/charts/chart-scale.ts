// The arithmetic of the analytics charts, apart from their drawing: where an axis's ticks go and which
// category labels fit beside each other.

/** Ticks from 0 to a round number at or above `max`, at most `most` steps of 1, 2 or 5 times a power of ten. */
export function axisTicks(max: number, most = 5, wholeNumbers = true): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    wholeNumbers ? 1 : 0,
    [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!,
  );
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Number((i * step).toFixed(10)));
}

/** Every how many categories a label is written, so that labels of `chars` characters do not overlap. */
export function labelEvery(bandWidth: number, chars: number, charWidth = 7.5): number {
  return Math.max(1, Math.ceil((chars * charWidth + 8) / Math.max(bandWidth, 1)));
}

/** A label cut to `length` characters, with an ellipsis when cut. */
export const shortened = (text: string, length = 22) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
