/*
 * Whether a PNG's image data is what its header says (worker/services/image-upload.ts). The IDAT chunks together hold one
 * zlib stream, which must inflate to exactly the scanlines IHDR implies, each starting with a filter type of 0–4. Checking
 * the structure alone let anything ride in IDAT: an extra chunk of HTML after the stream, or a header claiming 40 megapixels
 * over a few bytes of data, which every viewer then decodes into garbage or a blank.
 *
 * The platform's zlib (DecompressionStream) does the inflating: it is the reference a hand-written inflater would have to
 * match, it checks the Adler-32, and it refuses a stream that stops early or has bytes after its end. The output is counted
 * and its filter bytes looked at, never kept, and reading stops at the first byte past the expected size, so a
 * decompression bomb costs a few megabytes of memory however far it would expand.
 */

export interface PngLayout {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA. */
  colourType: number;
  interlaced: boolean;
}

/** Samples a pixel has, by colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Adam7's seven passes as [first column, first row, column step, row step]. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** PNG's five filter types: none, sub, up, average, Paeth. */
const LAST_FILTER_TYPE = 4;

/** A run of scanlines of one length, the filter byte included: the whole image, or one Adam7 pass. */
interface ScanlineRun {
  rows: number;
  rowBytes: number;
}

/** The scanlines IHDR implies, in the order the data holds them; a pass with no pixels has none, not even a filter byte. */
export function scanlineRuns({ width, height, bitDepth, colourType, interlaced }: PngLayout): ScanlineRun[] {
  const bitsPerPixel = (CHANNELS[colourType] ?? 1) * bitDepth;
  const run = (columns: number, rows: number) => ({ rows, rowBytes: 1 + Math.ceil((columns * bitsPerPixel) / 8) });
  if (!interlaced) return [run(width, height)];
  return ADAM7.map(([column, row, columnStep, rowStep]) =>
    run(Math.ceil(Math.max(0, width - column) / columnStep), Math.ceil(Math.max(0, height - row) / rowStep)),
  ).filter((pass) => pass.rows > 0 && pass.rowBytes > 1);
}

/** Follows the inflated bytes as they arrive: how many so far, and whether each scanline's filter byte is a known type. */
class ScanlineReader {
  private readonly runs: ScanlineRun[];
  readonly expected: number;
  seen = 0;
  private run = 0;
  private rowsLeft: number;
  /** Where in the whole output the next filter byte is. */
  private nextFilter = 0;

  constructor(runs: ScanlineRun[]) {
    this.runs = runs;
    this.expected = runs.reduce((total, { rows, rowBytes }) => total + rows * rowBytes, 0);
    this.rowsLeft = runs[0]?.rows ?? 0;
    if (runs.length === 0) this.nextFilter = Infinity;
  }

  /** False as soon as the data runs past what IHDR declares or a filter byte is not 0–4. */
  take(chunk: Uint8Array): boolean {
    const start = this.seen;
    this.seen += chunk.length;
    if (this.seen > this.expected) return false;
    while (this.nextFilter < this.seen) {
      if ((chunk[this.nextFilter - start] ?? 0) > LAST_FILTER_TYPE) return false;
      this.nextFilter += this.runs[this.run]?.rowBytes ?? 0;
      if (--this.rowsLeft === 0) {
        this.run++;
        this.rowsLeft = this.runs[this.run]?.rows ?? 0;
        if (this.run === this.runs.length) this.nextFilter = Infinity;
      }
    }
    return true;
  }

  get complete(): boolean {
    return this.seen === this.expected;
  }
}

/**
 * zlib may expand its input about 1,000 times, and the platform inflates each piece it is given as a whole, before any
 * of it is read. So the compressed data goes in one piece at a time, the next only once the reader has taken what the
 * last gave, and each piece is sized by how much the last one expanded: 1 KB while the data expands like a bomb (a
 * megabyte out), up to 16 KB for data that barely compresses (a photo's), since every piece costs a turn of the event
 * loop. At most one piece's output ever waits unread: a megabyte, or 16 MB if a bomb follows incompressible data.
 * (Piping a stream in instead lets the platform inflate all of it at once.)
 */
const SMALLEST_PIECE = 1024;
const LARGEST_PIECE = 16 * 1024;
const PIECE_OUTPUT = 1024 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function feed(writer: WritableStreamDefaultWriter<Uint8Array>, parts: Uint8Array[], inflated: () => number): Promise<void> {
  let piece = SMALLEST_PIECE;
  for (const part of parts) {
    for (let at = 0; at < part.length;) {
      const next = part.subarray(at, at + piece);
      const before = inflated();
      await writer.write(next);
      await nextTurn();
      at += next.length;
      const expansion = Math.max(1, (inflated() - before) / next.length);
      piece = Math.min(LARGEST_PIECE, Math.max(SMALLEST_PIECE, Math.floor(PIECE_OUTPUT / expansion)));
    }
  }
  await writer.close();
}

/**
 * True if the zlib stream split over `idat` (the IDAT chunks' data, in order) inflates to exactly the scanlines of `layout`
 * with a known filter type on each, and nothing follows the stream; false for anything else, as soon as it shows.
 */
export async function inflatesToScanlines(idat: Uint8Array[], layout: PngLayout): Promise<boolean> {
  const scanlines = new ScanlineReader(scanlineRuns(layout));
  const inflater = new DecompressionStream('deflate');
  const reader = inflater.readable.getReader();
  // Its failures show on the reading side too (a cut-off stream, bytes after its end), and cancelling fails its writes.
  const feeding = feed(inflater.writable.getWriter(), idat, () => scanlines.seen).catch(() => undefined);
  let verdict = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        verdict = scanlines.complete;
        break;
      }
      if (!scanlines.take(value)) break;
    }
  } catch {
    // zlib's refusals: a bad header or preset dictionary, invalid codes, a wrong Adler-32, a cut-off stream, trailing bytes.
  }
  await reader.cancel().catch(() => undefined);
  await feeding;
  return verdict;
}
