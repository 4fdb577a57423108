import controls from '~/shell/form-controls.module.css';
import { SelectField, TextField } from '~/shell/fields';
import blocks from '~/shell/page-blocks.module.css';
import { Form } from 'react-router';
import { columnLabel, MATRIX_COLUMNS, PRORATION_LABEL, type CycleFormValues } from '../merit-form';
import classes from './merit.module.css';

/**
 * The new-cycle form (plain POST; works without JavaScript): the name and dates, the budget's
 * currency, the proration rule, who is eligible, the merit pool as a percent of the eligible
 * payroll, and the merit matrix (a percent for each rating and span of compa-ratio).
 */
export function CycleForm({ values, error }: { values: CycleFormValues; error: string | null }) {
  return (
    <Form method="post" aria-labelledby="new-cycle-title" data-testid="cycle-form">
      <div className={classes.fields}>
        <TextField label="Name" name="name" defaultValue={values.name} required maxLength={120} />
        <TextField label="Effective date" name="effectiveDate" type="date" defaultValue={values.effectiveDate} required />
        <SelectField
          label="Budget currency"
          name="currency"
          defaultValue={values.currency}
          data={[
            { value: '', label: 'The roster’s' },
            { value: 'INR', label: 'Rupees (INR)' },
            { value: 'USD', label: 'Dollars (USD)' },
          ]}
        />
        <TextField label="Period starts" name="periodStart" type="date" defaultValue={values.periodStart} required />
        <TextField label="Period ends" name="periodEnd" type="date" defaultValue={values.periodEnd} required />
        <TextField
          label="Merit budget (% of eligible payroll)"
          name="poolPercent"
          inputMode="decimal"
          defaultValue={values.poolPercent}
          description="Prorated like the raises"
        />
        <SelectField
          label="Proration"
          name="proration"
          defaultValue={values.proration}
          data={(Object.keys(PRORATION_LABEL) as (keyof typeof PRORATION_LABEL)[]).map((k) => ({ value: k, label: PRORATION_LABEL[k] }))}
        />
        <TextField label="Cut-off date" name="cutoff" type="date" defaultValue={values.cutoff} description="For the cut-off rule" />
        <TextField
          label="Hired on or before"
          name="hiredOnOrBefore"
          type="date"
          defaultValue={values.hiredOnOrBefore}
          description="Later hires are not in the cycle"
        />
        <TextField
          label="Tenure at least (months)"
          name="minTenureMonths"
          inputMode="numeric"
          defaultValue={values.minTenureMonths}
          description="On the effective date"
        />
      </div>

      <fieldset className={blocks.fieldset} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <legend className={blocks.strong}>Merit matrix: % by rating and compa-ratio</legend>
        <p className={blocks.dim} style={{ margin: '4px 0 8px', fontSize: 'var(--mantine-font-size-sm)' }}>
          A column holds its lower bound (1.0 is in 1.0–1.1). Ratings as your roster writes them; leave one empty to drop its row.
        </p>
        <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Merit matrix">
          <table className={classes.matrix}>
            <thead>
              <tr>
                <th scope="col">Rating</th>
                {Array.from({ length: MATRIX_COLUMNS }, (_, c) => (
                  <th scope="col" key={c}>
                    {columnLabel(values.bounds, c)}
                  </th>
                ))}
              </tr>
              <tr>
                <td>
                  <span className={blocks.dim}>Bounds</span>
                </td>
                <td />
                {values.bounds.map((b, c) => (
                  <td key={c}>
                    <input
                      className={`${controls.input} ${classes.cellInput}`}
                      name={`bound-${c}`}
                      defaultValue={b}
                      inputMode="decimal"
                      aria-label={`Column ${c + 2} starts at compa-ratio`}
                    />
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              {values.ratings.map((rating, r) => (
                <tr key={r}>
                  <th scope="row">
                    <input
                      className={`${controls.input} ${classes.cellInput}`}
                      name={`rating-${r}`}
                      defaultValue={rating}
                      aria-label={`Rating of row ${r + 1}`}
                    />
                  </th>
                  {values.cells[r]!.map((cell, c) => (
                    <td key={c}>
                      <input
                        className={`${controls.input} ${classes.cellInput}`}
                        name={`cell-${r}-${c}`}
                        defaultValue={cell}
                        inputMode="decimal"
                        aria-label={`Merit % for row ${r + 1}, ${columnLabel(values.bounds, c)}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>

      {error && (
        <p
          role="alert"
          data-testid="cycle-error"
          style={{ color: 'var(--mantine-color-red-text)', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {error}
        </p>
      )}
      <div className={classes.actions}>
        <button type="submit" className={controls.button}>
          Create the cycle
        </button>
        <span className={blocks.dim} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
          Everyone in your latest roster is copied in; the eligible get a recommendation from the matrix. Approvals go to each employee’s
          manager, you as the fallback.
        </span>
      </div>
    </Form>
  );
}
