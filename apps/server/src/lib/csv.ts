import { createReadStream } from 'node:fs';

/**
 * A small streaming CSV reader (RFC 4180): fields separated by commas, records by CRLF or LF;
 * a field in double quotes may hold commas, line breaks and doubled quotes (""). A UTF-8 byte-order
 * mark at the start is dropped. Lenient where files in the wild are sloppy: a quote inside an
 * unquoted field, or text right after a closing quote, is kept as text. An unterminated quoted
 * field is an error (the file is cut or broken), reported with the line it started on.
 */

export interface CsvRecord {
  fields: string[];
  /** 1-based line of the file where the record starts. */
  line: number;
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

/** Parses chunks of text (any split, e.g. a stream read with an encoding) into records. */
export async function* parseCsv(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  /** Just left a quoted section: a second quote means a literal quote. */
  let afterQuote = false;
  /** The record has content (or quotes): an empty line is no record. */
  let started = false;
  let first = true;
  /** A CR was the last character of the previous chunk: an LF starting this one belongs to it. */
  let pendingCr = false;
  let line = 1;
  let recordLine = 1;

  const endField = () => {
    fields.push(field);
    field = '';
  };

  for await (let chunk of chunks) {
    if (first) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      if (chunk.length === 0) continue;
      first = false;
    }
    const n = chunk.length;
    let i = 0;
    if (pendingCr) {
      pendingCr = false;
      if (chunk.charCodeAt(0) === LF) i = 1;
    }
    // Plain runs of characters are copied with one slice rather than one by one.
    let runStart = i;
    for (; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (inQuotes) {
        if (c === QUOTE) {
          field += chunk.slice(runStart, i);
          inQuotes = false;
          afterQuote = true;
          runStart = i + 1;
        } else if (c === LF) {
          line++;
        } else if (c === CR && i + 1 < n && chunk.charCodeAt(i + 1) !== LF) {
          line++; // a lone CR ends a line too (CRLF counts once, at its LF)
        }
        continue;
      }
      if (c === QUOTE) {
        field += chunk.slice(runStart, i);
        if (afterQuote) {
          field += '"'; // "" inside a quoted field: a literal quote, and the quoted section goes on
          inQuotes = true;
        } else if (field.length === 0) {
          inQuotes = true; // a quote opening the field
        } else {
          field += '"'; // a stray quote inside an unquoted field: text
        }
        afterQuote = false;
        started = true;
        runStart = i + 1;
        continue;
      }
      afterQuote = false;
      if (c === COMMA) {
        field += chunk.slice(runStart, i);
        endField();
        started = true;
        runStart = i + 1;
      } else if (c === LF || c === CR) {
        field += chunk.slice(runStart, i);
        if (c === CR) {
          if (i + 1 < n) {
            if (chunk.charCodeAt(i + 1) === LF) i++;
          } else {
            pendingCr = true;
          }
        }
        if (started || field.length > 0) {
          endField();
          yield { fields, line: recordLine };
        }
        fields = [];
        field = '';
        started = false;
        line++;
        recordLine = line;
        runStart = i + 1;
      } else if (!started) {
        started = true;
      }
    }
    field += chunk.slice(runStart, n);
  }
  if (inQuotes) throw new CsvError(`unterminated quoted field (the quote opened on line ${recordLine} is never closed)`, recordLine);
  if (started || field.length > 0) {
    endField();
    yield { fields, line: recordLine };
  }
}

/** Reads a file as UTF-8 text, chunk by chunk (multi-byte characters split across chunks are handled by the decoder). */
export function readTextFile(file: string): AsyncIterable<string> {
  return createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 }) as AsyncIterable<string>;
}

/** Thrown when the header lacks required columns; nothing has been written yet. */
export class MissingColumnsError extends Error {
  constructor(readonly missing: string[]) {
    super(`missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
    this.name = 'MissingColumnsError';
  }
}

/** Column name (as the format spells it) → its index in the file. Names match case-insensitively, in any order. */
export type ColumnIndex<K extends string> = Partial<Record<K, number>>;

export function mapHeader<K extends string>(header: string[], required: readonly K[], optional: readonly K[]): ColumnIndex<K> {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (!positions.has(key)) positions.set(key, index);
  });
  const index: ColumnIndex<K> = {};
  for (const name of [...required, ...optional]) {
    const at = positions.get(name.toLowerCase());
    if (at !== undefined) index[name] = at;
  }
  const missing = required.filter((name) => index[name] === undefined);
  if (missing.length > 0) throw new MissingColumnsError(missing);
  return index;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break; text a spreadsheet
 * would run as a formula (= + - @, tab, CR first) gets a leading apostrophe (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
