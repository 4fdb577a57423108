import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { parseFormBody } from '~/lib/form-body';
import {
  EMPLOYEE_FORM_FIELDS,
  employeeFormValues,
  emptyEmployeeForm,
  formToEmployeeBody,
  parseFte,
  parseSaved,
  typedEmployeeValues,
  withSaved,
} from './employee-form';

const formOf = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
};

const asha: api.CompaEmployee = {
  id: 41,
  employeeId: 'E1',
  name: 'Asha Rao',
  email: 'asha@northwind.test',
  title: 'Software Engineer II',
  family: { slug: 'software-engineering', name: 'Software Engineering' },
  level: 2,
  levelName: 'Mid',
  location: 'Bengaluru',
  manager: { employeeId: 'E4', name: 'Kiran Das', id: 44 },
  base: 1_800_000,
  bonusTarget: 180_000,
  equity: 300_000,
  equityType: 'rsu',
  equityUnits: 400,
  equityVesting: '25/25/25/25',
  hireDate: '2024-03-01',
  lastChangeDate: null,
  performanceRating: null,
  fte: 0.5,
  gender: 'female',
  editedAt: null,
  band: null,
  bandNote: 'No band',
  market: null,
  marketNote: 'Hidden',
};

describe('the add and edit employee forms', () => {
  it('prefills the edit form with the employee as the roster has them, and posts them back to the same employee', () => {
    const values = employeeFormValues(asha, 'INR');
    expect(values).toMatchObject({
      employeeId: 'E1',
      level: '2',
      family: 'software-engineering',
      managerId: 'E4',
      base: '1800000',
      equityUnits: '400',
      fte: '0.5',
      lastChangeDate: '',
      gender: 'female',
      currency: 'INR',
    });
    const body = formToEmployeeBody(formOf(values));
    expect(body).toEqual({
      employeeId: 'E1',
      name: 'Asha Rao',
      email: 'asha@northwind.test',
      title: 'Software Engineer II',
      level: 2,
      family: 'software-engineering',
      location: 'Bengaluru',
      currency: 'INR',
      base: 1_800_000,
      bonusTarget: 180_000,
      equity: 300_000,
      equityType: 'rsu',
      equityUnits: 400,
      equityVesting: '25/25/25/25',
      hireDate: '2024-03-01',
      managerId: 'E4',
      gender: 'female',
      fte: 0.5,
    });
    expect(parseFormBody(api.editCompaEmployee, body)).toMatchObject({ ok: true });
  });

  it('reads amounts as typed in lakhs or thousands and FTE as a percent; empty optional fields are not sent', () => {
    const body = formToEmployeeBody(
      formOf({
        ...emptyEmployeeForm('INR'),
        employeeId: ' E9 ',
        title: 'Data Analyst',
        level: 'Senior',
        family: 'data-science',
        location: 'Pune',
        base: '18 lakhs',
        bonusTarget: '1,80,000',
        fte: '50%',
        hireDate: '2025-01-06',
      }),
    );
    expect(body).toEqual({
      employeeId: 'E9',
      title: 'Data Analyst',
      level: 'Senior',
      family: 'data-science',
      location: 'Pune',
      currency: 'INR',
      base: 1_800_000,
      bonusTarget: 180_000,
      hireDate: '2025-01-06',
      fte: 0.5,
    });
    expect(parseFte('')).toBeUndefined();
    expect(parseFte('1')).toBe(1);
    expect(parseFte('half')).toBe('half');
  });

  it('keeps what cannot be read as typed, so the contract names the field', () => {
    const body = formToEmployeeBody(
      formOf({ ...emptyEmployeeForm('USD'), employeeId: 'U1', base: 'lots', fte: '2', hireDate: '2025-02-30' }),
    );
    expect(body).toMatchObject({ base: 'lots', fte: 2, hireDate: '2025-02-30', currency: 'USD' });
    const parsed = parseFormBody(api.addCompaEmployee, body);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.status).toBe(400);
    expect(parsed.message).toContain('body.title: title is required');
    expect(parsed.message).toContain('body.base: base must be a number');
    expect(parsed.message).toContain('body.fte: fte must be at most 1');
    expect(parsed.message).toContain('body.hireDate: hireDate must be a date (YYYY-MM-DD)');
  });

  it('gives back every field as typed after a refusal', () => {
    const typed = typedEmployeeValues(formOf({ employeeId: ' E1 ', base: '18 lakhs', location: 'Atlantis', intent: 'add-employee' }));
    expect(Object.keys(typed)).toEqual([...EMPLOYEE_FORM_FIELDS]);
    expect(typed).toMatchObject({ employeeId: 'E1', base: '18 lakhs', location: 'Atlantis', name: '' });
  });

  it('says what was saved in the URL, after the filters and before the anchor', () => {
    expect(withSaved('/compa?employee=4', 'added')).toBe('/compa?employee=4&saved=added');
    expect(withSaved('/compa#employee-title', 'edited')).toBe('/compa?saved=edited#employee-title');
    expect(parseSaved('edited')).toBe('edited');
    expect(parseSaved('deleted')).toBeNull();
  });
});
