import { companySlug, titleSlug } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { CsvError, mapHeader, MissingColumnsError, parseCsv } from '../src/lib/csv.js';
import { fiscalQuarterEnd, parseDate } from '../src/modules/imports/dates.js';
import { annualise, parseWage } from '../src/modules/imports/h1b.js';
import { formatJobsSummary, formatSummary, parseImportArgs, UsageError } from '../src/modules/imports/imports.cli.js';
import { cleanCity, companyDisplayName, metroFor, normaliseTitle, titleCase, usStateName } from '../src/modules/imports/normalise.js';
import { socGroup } from '../src/modules/imports/soc.js';
import { expectEach } from './cases.js';

/** The importers' pure parts: CSV reading, wages, names. The database side is in import.test.ts. */

async function records(chunks: string[]) {
  const out: string[][] = [];
  for await (const record of parseCsv(chunks)) out.push(record.fields);
  return out;
}

describe('CSV reader', () => {
  const text = '\uFEFFa,b,c\r\n1,"x, y","he said ""hi"""\r\n\r\n2,"multi\r\nline",z\n3,ab"c,\n"",,""\n';
  const expected = [
    ['a', 'b', 'c'],
    ['1', 'x, y', 'he said "hi"'],
    ['2', 'multi\r\nline', 'z'],
    ['3', 'ab"c', ''],
    ['', '', ''],
  ];

  it('reads quoted commas, line breaks and doubled quotes, CRLF or LF, and drops a BOM and blank lines', async () => {
    expect(await records([text])).toEqual(expected);
  });

  it('gives the same records however the text is split into chunks', async () => {
    for (let at = 1; at < text.length; at++) expect(await records([text.slice(0, at), text.slice(at)])).toEqual(expected);
    expect(await records([...text])).toEqual(expected);
  });

  it('reports the line each record starts on, counting line breaks inside quotes', async () => {
    const lines: number[] = [];
    for await (const record of parseCsv(['h\n"a\nb"\nc\r\n\r\nd'])) lines.push(record.line);
    expect(lines).toEqual([1, 2, 4, 6]);
  });

  it('refuses an unterminated quoted field, naming the line where it opened', async () => {
    const err = await records(['a,b\n1,2\n3,"never closed\n4,5\n']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CsvError);
    expect((err as CsvError).line).toBe(3);
    expect((err as Error).message).toMatch(/unterminated quoted field.*line 3/);
  });

  it('finds columns by name, in any order and any case, and lists the missing required ones', () => {
    expect(mapHeader([' wage ', 'Extra', 'NAME'], ['NAME', 'WAGE'], ['CITY'])).toEqual({ NAME: 2, WAGE: 0 });
    expect(() => mapHeader(['NAME'], ['NAME', 'WAGE', 'UNIT'], [])).toThrow(MissingColumnsError);
    expect(() => mapHeader(['NAME'], ['NAME', 'WAGE', 'UNIT'], [])).toThrow('missing required columns: WAGE, UNIT');
  });
});

describe('wages', () => {
  it('parses "$85,000.00", "85000" and "40.5"; refuses anything else', () => {
    expectEach(parseWage, [
      ['$85,000.00', 85000],
      ['85000', 85000],
      [' 40.5 ', 40.5],
      ['-5', -5],
    ]);
    for (const bad of ['', 'n/a', '85k', '1.2.3', undefined]) expect(parseWage(bad)).toBeUndefined();
  });

  it('annualises by the DOL convention, to whole dollars', () => {
    expect(annualise(85000, 'Year')).toBe(85000);
    expect(annualise(40.5, 'Hour')).toBe(84240);
    expect(annualise(1500.5, 'Week')).toBe(78026);
    expect(annualise(3000, 'Bi-Weekly')).toBe(78000);
    expect(annualise(3000, 'BIWEEKLY')).toBe(78000);
    expect(annualise(7000.33, 'Month')).toBe(84004);
    expect(annualise(100, 'Fortnight')).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads ISO dates with or without a time, and US dates', () => {
    expectEach(parseDate, [
      ['2025-03-22 00:00:00', '2025-03-22'],
      ['2025-03-22', '2025-03-22'],
      ['3/2/2025', '2025-03-02'],
      ['2025-02-30', undefined],
      ['', undefined],
    ]);
  });

  it('ends a fiscal quarter where the federal fiscal year puts it', () => {
    expect(fiscalQuarterEnd('2025', 'Q1')).toBe('2024-12-31');
    expect(fiscalQuarterEnd('2025', 'Q2')).toBe('2025-03-31');
    expect(fiscalQuarterEnd('2025', '4')).toBe('2025-09-30');
    expect(fiscalQuarterEnd('2025', 'Q5')).toBeUndefined();
  });
});

describe('names', () => {
  it('title-cases capitals, keeping acronyms and lower-casing minor words', () => {
    expectEach(titleCase, [
      ['KAISER FOUNDATION HOSPITALS', 'Kaiser Foundation Hospitals'],
      ['UCSF MEDICAL CENTER', 'UCSF Medical Center'],
      ['NYU LANGONE HEALTH', 'NYU Langone Health'],
      ['CVS PHARMACY', 'CVS Pharmacy'],
      ['THE UNIVERSITY OF TEXAS AT AUSTIN', 'The University of Texas at Austin'],
      ["NEW YORK-PRESBYTERIAN / ST. LUKE'S", "New York-Presbyterian / St. Luke's"],
      ['SAN DIEGO', 'San Diego'],
      ['REGISTERED NURSE - ICU', 'Registered Nurse - ICU'],
      ['PHARMACY RESIDENT PGY2', 'Pharmacy Resident PGY2'],
    ]);
  });

  it('keeps words a mixed-case name writes in capitals, and inner capitals', () => {
    expect(titleCase('ARUP Laboratories')).toBe('ARUP Laboratories');
    expect(titleCase('McKinsey & Company')).toBe('McKinsey & Company');
    expect(titleCase('registered nurse')).toBe('Registered Nurse');
  });

  it('gives two spellings of one employer one slug, and a display name without the legal suffix', () => {
    expect(companySlug('KAISER FOUNDATION HOSPITALS')).toBe(companySlug('Kaiser Foundation Hospitals, Inc.'));
    expect(companyDisplayName('Kaiser Foundation Hospitals, Inc.')).toBe('Kaiser Foundation Hospitals');
    expect(companyDisplayName('AVANT HEALTHCARE PROFESSIONALS, LLC.')).toBe('Avant Healthcare Professionals');
    expect(companyDisplayName('  Mayo Clinic ')).toBe('Mayo Clinic');
    for (const raw of ['ACME Corp.', 'Beta, Inc', 'Gamma LLC', 'Delta Pvt. Ltd.']) {
      expect(companySlug(companyDisplayName(raw))).toBe(companySlug(raw));
    }
  });

  it('drops requisition codes from titles', () => {
    expectEach(normaliseTitle, [
      ['Registered Nurse - 12345', 'Registered Nurse'],
      ['Associate Dental Director [00072874]', 'Associate Dental Director'],
      ['Staff Nurse (Req 44118)', 'Staff Nurse'],
      ['Staff Nurse (REQ# R-20931)', 'Staff Nurse'],
      ['  CHIROPRACTIC DOCTOR ', 'Chiropractic Doctor'],
      ['Director - 340B Program', 'Director - 340B Program'],
      ['Physician (Hospitalist)', 'Physician (Hospitalist)'],
    ]);
    expect(titleSlug(normaliseTitle('REGISTERED NURSE'))).toBe(titleSlug('Registered Nurse'));
  });

  it('cleans worksite cities and expands states', () => {
    expectEach(cleanCity, [
      ['SAN FRANCISCO', 'San Francisco'],
      ['Las Vegas,', 'Las Vegas'],
      ['Springfield, Il', 'Springfield'],
      ['809 University Blvd E', undefined],
      ['Suite 610', undefined],
    ]);
    expect(usStateName('ca')).toBe('California');
    expect(usStateName('District of Columbia')).toBe('District of Columbia');
    expect(usStateName('XX')).toBeUndefined();
    expect(metroFor('us', 'Redwood City', 'California')).toBe('Bay Area');
    expect(metroFor('us', 'Bellevue', 'Washington')).toBe('Seattle');
    expect(metroFor('us', 'Bellevue', 'Nebraska')).toBe('Bellevue');
    expect(metroFor('in', 'Gurugram', 'Haryana')).toBe('Delhi NCR');
  });

  it('maps SOC codes to job families, narrowest prefix first', () => {
    expect(socGroup('29-1141.00')).toEqual({ family: 'Healthcare', industry: 'Healthcare' });
    expect(socGroup('31-9092')).toEqual({ family: 'Healthcare', industry: 'Healthcare' });
    expect(socGroup('15-1252.00').family).toBe('Software Engineering');
    expect(socGroup('15-2051.00').family).toBe('Data and AI');
    expect(socGroup('11-3021.00').family).toBe('Engineering Management');
    expect(socGroup('17-2071.00').family).toBe('Other');
    expect(socGroup(undefined).family).toBe('Other');
  });
});

describe('import command line', () => {
  it('reads the format, the dry-run flag and one file', () => {
    expect(parseImportArgs(['--format', 'h1b', 'a.csv'])).toEqual({ format: 'h1b', file: 'a.csv', dryRun: false });
    expect(parseImportArgs(['--dry-run', '--format', 'csv', 'b.csv'])).toEqual({ format: 'csv', file: 'b.csv', dryRun: true });
    expect(() => parseImportArgs(['a.csv'])).toThrow(UsageError);
    expect(() => parseImportArgs(['--format', 'xml', 'a.csv'])).toThrow(/h1b or csv/);
    expect(() => parseImportArgs(['--format', 'h1b'])).toThrow(/file/);
    expect(() => parseImportArgs(['--format', 'h1b', 'a.csv', 'b.csv'])).toThrow(/exactly one/);
  });

  it('reads a job board file with its board token and company; both are required there and refused for salary files', () => {
    expect(parseImportArgs(['--format', 'greenhouse', '--board', 'acmerobotics', '--company', ' Acme  Robotics ', 'gh.json'])).toEqual({
      format: 'greenhouse',
      file: 'gh.json',
      dryRun: false,
      board: 'acmerobotics',
      company: 'Acme Robotics',
    });
    expect(parseImportArgs(['--format', 'ashby', '--board', 'Acme', '--company', 'Acme', '--dry-run', 'a.json'])).toMatchObject({
      format: 'ashby',
      dryRun: true,
    });
    expect(() => parseImportArgs(['--format', 'lever', '--company', 'Acme', 'l.json'])).toThrow(/--board is required with --format lever/);
    expect(() => parseImportArgs(['--format', 'lever', '--board', 'acme', 'l.json'])).toThrow(/--company is required with --format lever/);
    expect(() => parseImportArgs(['--format', 'lever', '--board', 'acme', '--company', '  ', 'l.json'])).toThrow(/--company is required/);
    expect(() => parseImportArgs(['--format', 'lever', '--board', 'ac me/x', '--company', 'Acme', 'l.json'])).toThrow(
      /--board: the board token "ac me\/x" may hold only letters/,
    );
    expect(() => parseImportArgs(['--format', 'h1b', '--board', 'acme', 'a.csv'])).toThrow(/--board is for job board files/);
    expect(() => parseImportArgs(['--format', 'csv', '--company', 'Acme', 'a.csv'])).toThrow(/--company is for job board files/);
    expect(() => parseImportArgs(['--format', 'workday', 'a.json'])).toThrow(/greenhouse, lever or ashby \(job boards\), not workday/);
    expect(() => parseImportArgs(['--format', 'greenhouse', '--board', 'acme', '--company', 'Acme'])).toThrow(/file/);
  });

  it('prints a job board summary: new, merged, updated, already known, and skipped by reason', () => {
    const text = formatJobsSummary(
      {
        read: 12,
        imported: 5,
        merged: 2,
        updated: 1,
        skipped: { 'already imported': 2, 'not updated in the last month': 1, 'no title': 1 },
      },
      'gh.json',
      { format: 'greenhouse', board: 'acme', company: 'Acme Robotics', dryRun: false },
    );
    expect(text).toBe(
      [
        'Imported: gh.json (greenhouse board acme, Acme Robotics)',
        '  postings read                    12',
        '  imported as new jobs              5',
        '  merged into existing jobs         2',
        '  updated (changed on the board)    1',
        '  already known, unchanged          2',
        '  skipped                           2',
        '    no title                        1',
        '    not updated in the last month   1',
      ].join('\n'),
    );
    expect(
      formatJobsSummary({ read: 1, imported: 1, merged: 0, updated: 0, skipped: {} }, 'a.json', {
        format: 'ashby',
        board: 'Acme',
        company: 'Acme',
        dryRun: true,
      }),
    ).toMatch(/^Dry run \(nothing kept\): a\.json[\s\S]*would be imported as new jobs\s+1/);
  });

  it('prints the summary as a table, reasons by count', () => {
    const text = formatSummary(
      { format: 'h1b', dryRun: false, read: 8078, imported: 7645, skipped: { 'implausible wage': 10, 'part-time': 423 } },
      'h1b.csv',
    );
    expect(text).toBe(
      [
        'Imported: h1b.csv (h1b)',
        '  rows read           8,078',
        '  imported            7,645',
        '  skipped               433',
        '    part-time           423',
        '    implausible wage     10',
      ].join('\n'),
    );
  });
});
