import { Alert, Button, Checkbox, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { CatalogField } from '../catalog-fields';
import { fieldName, type CareerFormValues } from '../career-form';
import classes from '../profile.module.css';
import { REGION_OPTIONS } from '~/lib/region-options';
import type { ReactNode } from 'react';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';

/** What a position row and a school row say: the row's name, its catalog field and the box to remove it. */
const ROWS = {
  position: {
    adding: 'Add a position',
    noun: 'Position',
    remove: 'Remove this position',
    catalog: { kind: 'company', field: 'company', label: 'Employer', datalist: 'profile-companies' },
  },
  education: {
    adding: 'Add education',
    noun: 'Education',
    remove: 'Remove this school',
    catalog: { kind: 'school', field: 'school', label: 'School', datalist: 'profile-schools' },
  },
} as const;

/**
 * One position or school of the form: its catalog field (the employer or the school) and its other
 * fields side by side, and the box to remove a saved one (none on the empty row that adds one).
 */
function CareerRow({
  group,
  index,
  adding,
  catalogValue,
  children,
}: {
  group: keyof typeof ROWS;
  index: number;
  adding: boolean;
  catalogValue: string;
  children: ReactNode;
}) {
  const row = ROWS[group];
  const { field, ...catalog } = row.catalog;
  return (
    <fieldset className={classes.careerRow}>
      <legend>{adding ? row.adding : `${row.noun} ${index + 1}`}</legend>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CatalogField {...catalog} name={fieldName(group, index, field)} defaultValue={catalogValue} known={[]} />
        {children}
      </SimpleGrid>
      {!adding && <Checkbox name={fieldName(group, index, 'remove')} label={row.remove} mt="xs" />}
    </fieldset>
  );
}

/**
 * The profile's career history (positions and education): the saved list, then one plain form
 * (works before JavaScript) with a row per entry to edit or remove and an empty row to add one.
 * Saving replaces the whole list through PUT /profile/career (the page's action, intent "career").
 * The resume and the professional-network export fill it while it is empty.
 */

export type CareerAnswer =
  { career: true; ok: true; history: api.CareerHistory } | { career: true; ok: false; message: string; typed: CareerFormValues };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

function HistoryList({ history }: { history: api.CareerHistory }) {
  if (history.positions.length === 0 && history.education.length === 0) {
    return (
      <Text fz="sm" c="dimmed" data-testid="career-empty">
        No positions yet. Add them below, or upload your resume or professional-network export above to fill them in.
      </Text>
    );
  }
  return (
    <>
      {history.positions.length > 0 && (
        <ul className={classes.careerList} aria-label="Positions">
          {history.positions.map((p) => (
            <li key={p.id}>
              <Text fw={600}>
                {p.title.name}
                {p.level ? ` (${p.level})` : ''} · {p.company.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {monthLabel(p.start)} – {p.end ? monthLabel(p.end) : 'Present'}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {history.education.length > 0 && (
        <ul className={classes.careerList} aria-label="Education">
          {history.education.map((e) => (
            <li key={e.id}>
              <Text fw={600}>{e.school.name}</Text>
              <Text fz="sm" c="dimmed">
                {[e.degree, e.major].filter(Boolean).join(', ') || 'Degree not given'}
                {e.startYear || e.endYear ? ` · ${e.startYear ?? '…'} – ${e.endYear ?? '…'}` : ''}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function CareerSection({
  history,
  values,
  answer,
}: {
  history: api.CareerHistory;
  values: CareerFormValues;
  answer: CareerAnswer | undefined;
}) {
  const saving = usePendingIntent()('career');
  const saved = history.positions.length;
  const savedEducation = history.education.length;
  return (
    <section className={classes.card} id="career" style={{ scrollMarginTop: 84 }} aria-labelledby="career-history">
      <Text id="career-history" fw={700} mb="xs">
        Career history
      </Text>
      <HistoryList history={history} />
      {answer?.ok && (
        <Alert color="green" role="status" mt="sm">
          Career history saved.
        </Alert>
      )}
      {answer && !answer.ok && (
        <Alert color="red" role="alert" title="Career history not saved" mt="sm">
          {answer.message}
        </Alert>
      )}
      {/* The key resets the rows to what was saved after each answer. */}
      <IntentForm intent="career" className={classes.form} key={JSON.stringify(values)} aria-label="Edit career history">
        <NativeSelect name="countryCode" label="Where you work" defaultValue={values.countryCode} data={REGION_OPTIONS} mt="sm" />
        {values.positions.map((p, i) => {
          const adding = i >= saved && p.company === '' && p.title === '';
          return (
            <CareerRow key={i} group="position" index={i} adding={adding} catalogValue={p.company}>
              <CatalogField kind="title" name={fieldName('position', i, 'title')} label="Job title" defaultValue={p.title} known={[]} />
              <TextInput
                name={fieldName('position', i, 'level')}
                label="Level"
                description="The company's own, e.g. L5 or SDE 2 (optional)"
                defaultValue={p.level}
              />
              <TextInput name={fieldName('position', i, 'start')} label="From" type="month" placeholder="2021-04" defaultValue={p.start} />
              <TextInput
                name={fieldName('position', i, 'end')}
                label="To"
                type="month"
                placeholder="2024-09"
                description="Empty while you work there"
                defaultValue={p.end}
              />
            </CareerRow>
          );
        })}
        {values.education.map((e, i) => {
          const adding = i >= savedEducation && e.school === '';
          return (
            <CareerRow key={i} group="education" index={i} adding={adding} catalogValue={e.school}>
              <TextInput name={fieldName('education', i, 'degree')} label="Degree" placeholder="B.Tech" defaultValue={e.degree} />
              <TextInput name={fieldName('education', i, 'major')} label="Major" placeholder="Computer Science" defaultValue={e.major} />
              <TextInput name={fieldName('education', i, 'startYear')} label="From (year)" inputMode="numeric" defaultValue={e.startYear} />
              <TextInput name={fieldName('education', i, 'endYear')} label="To (year)" inputMode="numeric" defaultValue={e.endYear} />
            </CareerRow>
          );
        })}
        <Button type="submit" loading={saving} mt="sm">
          Save career history
        </Button>
      </IntentForm>
    </section>
  );
}
