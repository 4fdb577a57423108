import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { addEmployee } from './api/add-employee';
import { editEmployee } from './api/edit-employee';
import { compaHref, parseCompaQuery } from './compa-query';
import { ADD_EMPLOYEE, EDIT_EMPLOYEE, formToEmployeeBody, typedEmployeeValues, withSaved, type EmployeeFormValues } from './employee-form';

export type EmployeeActionData = {
  ok: false;
  intent: typeof ADD_EMPLOYEE | typeof EDIT_EMPLOYEE;
  /** The row the edit form was for; null when adding. */
  employee: number | null;
  message: string;
  typed: EmployeeFormValues;
  /** A fresh key per refusal: the form remounts with what was typed. */
  attempt: string;
};

/**
 * /compa's add and edit forms (ADR 054): the posted fields checked with the contract's schema (the
 * API's own words when refused), then POST /compa/employees or /compa/employees/{id} (analysts and
 * admins; a viewer's post is the API's 403, said on the form). Saved, /compa opens on the employee
 * with the page's filters kept and `saved=`; refused, the form shows the message and what was typed.
 */
export async function employeeAction(args: ActionFunctionArgs) {
  const { api, client, form, field } = await memberFormAction(args);
  const intent = field('intent') === EDIT_EMPLOYEE ? EDIT_EMPLOYEE : ADD_EMPLOYEE;
  const rowText = field('employee');
  const row = intent === EDIT_EMPLOYEE && /^\d{1,10}$/.test(rowText) ? Number(rowText) : null;
  const refused = (message: string, status: number) =>
    data(
      {
        ok: false,
        intent,
        employee: row,
        message,
        typed: typedEmployeeValues(form),
        attempt: `${Date.now()}-${Math.random()}`,
      } satisfies EmployeeActionData,
      { status: status >= 400 && status < 500 ? status : 502 },
    );
  if (field('intent') !== ADD_EMPLOYEE && field('intent') !== EDIT_EMPLOYEE) return refused('This form is not one of this page', 400);
  if (intent === EDIT_EMPLOYEE && row === null) return refused('No employee to edit: open one from the roster', 400);

  const body = parseFormBody(api.addCompaEmployee, formToEmployeeBody(form));
  if (!body.ok) return refused(body.message, body.status);
  const result = row === null ? await addEmployee(client, api, body.body) : await editEmployee(client, api, row, body.body);
  if (!result.ok) return refused(result.message, result.status);
  const query = parseCompaQuery(new URL(args.request.url).searchParams);
  throw redirect(
    `${withSaved(compaHref({ ...query, employee: result.data.employee.id }), intent === ADD_EMPLOYEE ? 'added' : 'edited')}#employee-title`,
  );
}
