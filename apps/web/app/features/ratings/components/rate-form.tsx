import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import type { RateAnswer } from '../api/rate-company';
import { ASPECT_LABELS, RATING_ASPECTS } from '../ratings-text';
import classes from './ratings.module.css';
import { SelectField } from '~/shell/fields';
import { SendOutcome } from '~/shell/outcome-alert';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';

/** A member's rating of the company for this year: a plain form that works before JavaScript (members who work or worked at the company see it). */
export default function RateForm({ ratings, answer }: { ratings: api.CompanyRatings; answer: RateAnswer | undefined }) {
  const saving = usePendingIntent()('rate');
  const mine = ratings.mine;
  return (
    <IntentForm intent="rate" className={classes.form} aria-label={`Rate ${ratings.company.name}`} key={JSON.stringify(mine)}>
      <Text fw={700}>{mine ? `Your rating for ${ratings.year}` : 'Rate this company'}</Text>
      <Text fz="sm" c="dimmed">
        One rating a year; rating again this year replaces it. Shown only within averages of {ratings.minSlice} or more members.
      </Text>
      <div className={classes.aspects}>
        {RATING_ASPECTS.map((a) => (
          <SelectField
            key={a}
            name={a}
            label={ASPECT_LABELS[a]}
            required
            defaultValue={mine ? String(mine[a]) : ''}
            data={[{ value: '', label: 'Choose 1–5' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ★` }))]}
          />
        ))}
      </div>
      <SendOutcome answer={answer} saved="Thanks: your rating is saved." failTitle="Rating not saved" />
      <Button type="submit" loading={saving} w="fit-content">
        {mine ? 'Update rating' : 'Submit rating'}
      </Button>
    </IntentForm>
  );
}
