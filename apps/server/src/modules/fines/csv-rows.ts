/**
 * The rows of a CSV text as objects keyed by its header row. The separator is `;` (as Russian
 * spreadsheets save) or `,`, whichever the header holds more of; fields may be quoted, with `""`
 * for a quote and line breaks inside quotes.
 */
export function csvRows(text: string): Record<string, string>[] {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = headerLine.split(';').length >= headerLine.split(',').length ? ';' : ',';
  const records = parse(body, separator).filter((record) => record.some((field) => field.trim() !== ''));
  const [header, ...rows] = records;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return rows.map((fields) => Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])));
}

function parse(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  record.push(field);
  records.push(record);
  return records;
}
