/** A tile file that does not follow the format of docs/tiles.md. */
export class TileFormatError extends Error {
  readonly file: string;
  /** 1-based line in the file (0 when the problem is not tied to one line). */
  readonly line: number;
  /** What is wrong, without the file and line. */
  readonly detail: string;

  constructor(file: string, line: number, detail: string) {
    super(`${file}:${line}: ${detail}`);
    this.name = 'TileFormatError';
    this.file = file;
    this.line = line;
    this.detail = detail;
  }
}

/** A map (placed tiles) that cannot be assembled: unknown tile, overlap, duplicate name. */
export class BoardAssemblyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoardAssemblyError';
  }
}
