import type { CountryCode } from '@paysight/contract/core';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { paths } from '~/config/paths';
import controls from '~/shell/form-controls.module.css';
import blocks from '~/shell/page-blocks.module.css';
import salary from '~/features/salary/components/salary.module.css';
import type { DidYouMean, PickerOptions } from '../api/compare-picker';
import { compareFormSearch, type CompareFormErrors, type CompareFormValues } from '../compare-query';
import classes from './compare.module.css';

export interface CompareFormProps {
  cc: CountryCode;
  values: CompareFormValues;
  errors?: CompareFormErrors | null;
  didYouMean?: DidYouMean | null;
  /** Names the fields suggest (a native datalist); none when omitted. */
  options?: PickerOptions | null;
}

const FIELD_LABELS = ['First company', 'Second company', 'Third company (optional)'];
const PLACEHOLDERS = ['e.g. Google', 'e.g. Microsoft', 'e.g. Amazon'];

/** "Did you mean Google or Alphabet?" with each name a link that resubmits the form with it. */
function Suggestions({ names, href }: { names: string[]; href: (name: string) => string }) {
  if (names.length === 0) return null;
  return (
    <p className={classes.hint}>
      Did you mean{' '}
      {names.map((name, i) => (
        <span key={name}>
          {i > 0 && (i === names.length - 1 ? ' or ' : ', ')}
          <Link className={blocks.link} to={href(name)}>
            {name}
          </Link>
        </span>
      ))}
      ?
    </p>
  );
}

/**
 * Two or three companies and a title. A GET form to /{cc}/compare/companies that works without
 * JavaScript: the page's loader checks the names and answers with a redirect to the comparison,
 * or with this form again, its values kept and what is wrong with them said under each field.
 */
export function CompareForm({ cc, values, errors, didYouMean, options }: CompareFormProps) {
  const id = useId();
  const action = paths.compareCompanies(cc);
  const withCompany = (index: number) => (name: string) =>
    `${action}${compareFormSearch({ ...values, companies: values.companies.map((c, i) => (i === index ? name : c)) })}`;
  const withTitle = (name: string) => `${action}${compareFormSearch({ ...values, title: name })}`;
  // Uncontrolled fields: a new submission's answer (other values) starts them afresh.
  const formKey = compareFormSearch(values);

  return (
    <Form method="get" action={action} aria-label="Compare companies" key={formKey} data-testid="compare-form" noValidate>
      {errors?.form && (
        <p className={classes.formError} role="alert" style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          {errors.form}
        </p>
      )}
      <div className={`${blocks.columns} ${classes.picker}`}>
        {values.companies.map((value, index) => {
          const error = errors?.companies[index] ?? null;
          const fieldId = `${id}-company-${index}`;
          return (
            <div key={fieldId} className={salary.field}>
              <label htmlFor={fieldId}>{FIELD_LABELS[index]}</label>
              <input
                id={fieldId}
                name="company"
                className={`${controls.input} ${classes.input}`}
                defaultValue={value}
                placeholder={PLACEHOLDERS[index]}
                list={options ? `${id}-companies` : undefined}
                autoComplete="off"
                maxLength={100}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
              />
              {error && (
                <p className={classes.error} id={`${fieldId}-error`}>
                  {error}
                </p>
              )}
              {error && <Suggestions names={didYouMean?.companies[index] ?? []} href={withCompany(index)} />}
            </div>
          );
        })}
        <div className={`${salary.field} ${classes.titleField}`}>
          <label htmlFor={`${id}-title`}>Job title</label>
          <input
            id={`${id}-title`}
            name="title"
            className={`${controls.input} ${classes.input}`}
            defaultValue={values.title}
            placeholder="e.g. Software Engineer (empty: all titles)"
            list={options ? `${id}-titles` : undefined}
            autoComplete="off"
            maxLength={100}
            aria-invalid={errors?.title ? true : undefined}
            aria-describedby={errors?.title ? `${id}-title-error` : undefined}
          />
          {errors?.title && (
            <p className={classes.error} id={`${id}-title-error`}>
              {errors.title}
            </p>
          )}
          {errors?.title && <Suggestions names={didYouMean?.title ?? []} href={withTitle} />}
        </div>
        <div className={classes.submitRow}>
          <button type="submit" className={`${controls.button} ${classes.submit}`}>
            Compare
          </button>
        </div>
      </div>
      {options && (
        <>
          <datalist id={`${id}-companies`}>
            {options.companies.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <datalist id={`${id}-titles`}>
            {options.titles.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
    </Form>
  );
}
