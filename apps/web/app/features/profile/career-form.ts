import type { api } from '@paysight/contract';

/**
 * The profile's career history form, both ways (plain HTML, so it works before JavaScript): the
 * saved history into rows of text fields, one more empty row each for adding, and the rows as
 * posted into PUT /profile/career's body. A row left empty is not sent; a row marked "remove" is
 * left out. Company, title and school go as the typeahead's slug when one was picked, else as typed.
 * The API names a refused row by its place in the list sent ("positions[1].end"); the form says
 * which row on the page that is ("Position 2 (end)").
 */

export const POSITION_FIELDS = ['company', 'title', 'level', 'start', 'end'] as const;
export const EDUCATION_FIELDS = ['school', 'degree', 'major', 'startYear', 'endYear'] as const;

export type PositionRow = Record<(typeof POSITION_FIELDS)[number], string>;
export type EducationRow = Record<(typeof EDUCATION_FIELDS)[number], string>;

export interface CareerFormValues {
  countryCode: string;
  positions: PositionRow[];
  education: EducationRow[];
}

export const EMPTY_POSITION: PositionRow = { company: '', title: '', level: '', start: '', end: '' };
export const EMPTY_EDUCATION: EducationRow = { school: '', degree: '', major: '', startYear: '', endYear: '' };

/** The form's field name of a row's field: "position-0-company". */
export const fieldName = (kind: 'position' | 'education', index: number, field: string) => `${kind}-${index}-${field}`;

type HistoryView = Pick<api.CareerHistory, 'countryCode' | 'positions' | 'education'>;

export function careerToForm(history: HistoryView, fallbackCountry: string): CareerFormValues {
  return {
    countryCode: history.countryCode ?? fallbackCountry,
    positions: [
      ...history.positions.map((p) => ({
        company: p.company.name,
        title: p.title.name,
        level: p.level ?? '',
        start: p.start,
        end: p.end ?? '',
      })),
      EMPTY_POSITION,
    ],
    education: [
      ...history.education.map((e) => ({
        school: e.school.name,
        degree: e.degree ?? '',
        major: e.major ?? '',
        startYear: e.startYear === null ? '' : String(e.startYear),
        endYear: e.endYear === null ? '' : String(e.endYear),
      })),
      EMPTY_EDUCATION,
    ],
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The rows as posted (removed ones left out), and each row sent's number on the page. */
function rowsOf<F extends string>(form: FormData, kind: 'position' | 'education', fields: readonly F[]) {
  const rows: Array<{ row: number; values: Record<F, string>; slugs: Partial<Record<F, string>> }> = [];
  for (let i = 0; i < 100 && form.has(fieldName(kind, i, fields[0]!)); i += 1) {
    const values = Object.fromEntries(fields.map((f) => [f, text(form, fieldName(kind, i, f))])) as Record<F, string>;
    const slugs = Object.fromEntries(
      fields.flatMap((f) => {
        const slug = text(form, `${fieldName(kind, i, f)}Slug`);
        return slug ? [[f, slug]] : [];
      }),
    ) as Partial<Record<F, string>>;
    if (form.get(fieldName(kind, i, 'remove')) === 'on') continue;
    if (fields.every((f) => values[f] === '')) continue;
    rows.push({ row: i + 1, values, slugs });
  }
  return rows;
}

const yearOf = (value: string) => (value === '' ? null : /^\d+$/.test(value) ? Number(value) : value);

/**
 * The body to check and send (values as typed: the contract's schema refuses what is wrong, naming
 * the field), and the page's row number of each row sent.
 */
export function formToCareerBody(form: FormData) {
  const positions = rowsOf(form, 'position', POSITION_FIELDS);
  const education = rowsOf(form, 'education', EDUCATION_FIELDS);
  const body = {
    countryCode: text(form, 'countryCode'),
    positions: positions.map(({ values: v, slugs }) => ({
      company: slugs.company ?? v.company,
      title: slugs.title ?? v.title,
      level: v.level === '' ? null : v.level,
      start: v.start,
      end: v.end === '' ? null : v.end,
    })),
    education: education.map(({ values: v, slugs }) => ({
      school: slugs.school ?? v.school,
      degree: v.degree === '' ? null : v.degree,
      major: v.major === '' ? null : v.major,
      startYear: yearOf(v.startYear),
      endYear: yearOf(v.endYear),
    })),
  };
  return {
    body: body as unknown as api.PutCareerBody,
    rows: { positions: positions.map((p) => p.row), education: education.map((e) => e.row) },
  };
}

/** What was typed, to show again with the refusal. */
export function typedCareer(form: FormData): CareerFormValues {
  const all = <F extends string>(kind: 'position' | 'education', fields: readonly F[]) => {
    const out: Array<Record<F, string>> = [];
    for (let i = 0; i < 100 && form.has(fieldName(kind, i, fields[0]!)); i += 1) {
      if (form.get(fieldName(kind, i, 'remove')) === 'on') continue;
      out.push(Object.fromEntries(fields.map((f) => [f, text(form, fieldName(kind, i, f))])) as Record<F, string>);
    }
    return out;
  };
  const positions = all('position', POSITION_FIELDS);
  const education = all('education', EDUCATION_FIELDS);
  return {
    countryCode: text(form, 'countryCode'),
    positions: positions.some((p) => POSITION_FIELDS.every((f) => p[f] === '')) ? positions : [...positions, EMPTY_POSITION],
    education: education.some((e) => EDUCATION_FIELDS.every((f) => e[f] === '')) ? education : [...education, EMPTY_EDUCATION],
  };
}

/** "body.positions.1.end: …" or "positions[1].end: …" → "Position 3 (end): …", by the rows sent. */
export function describeCareerMessage(message: string, rows: { positions: number[]; education: number[] }): string {
  return message.replace(
    /(?:body\.)?(positions|education)(?:\[(\d+)\]|\.(\d+))\.?([A-Za-z]*)/g,
    (_, list: string, a?: string, b?: string, field?: string) => {
      const index = Number(a ?? b);
      const row = (list === 'positions' ? rows.positions : rows.education)[index] ?? index + 1;
      return `${list === 'positions' ? 'Position' : 'Education'} ${row}${field ? ` (${field})` : ''}`;
    },
  );
}
