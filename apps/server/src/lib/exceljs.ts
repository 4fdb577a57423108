import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first spreadsheet read or written: importing it takes about a quarter of
 * a second, which every start paid when it was a static import, for a feature few requests use.
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
