import { Button, Checkbox, NativeSelect, NumberInput, Text, TextInput, Textarea } from '@mantine/core';
import { groupDigits } from '@paysight/contract/core';
import { useState } from 'react';
import { PERCENTILES } from '../pay-bands-query';
import { METRIC_LABEL } from '../pay-bands-text';
import { LEVELS, type OverrideRow, type PlanFormValues } from '../plan-form';
import classes from './pay-bands.module.css';

const ROUNDING_STEPS = [0, 100, 500, 1000, 5000, 10000, 50000, 100000];

export interface PlanFieldsProps {
  /** Prefix for the inputs' ids (two forms can be on the page). */
  idPrefix: string;
  values: PlanFormValues;
  families: { slug: string; name: string }[];
  levels: { level: number; name: string }[];
  metros: string[];
  /** Show the version note field (saving a version). */
  withNote?: boolean;
}

const LINT_LIMITS = [
  ['lintProgressionMin', 'Lowest progression (%)'],
  ['lintProgressionMax', 'Highest progression (%)'],
  ['lintMaxOverlap', 'Largest overlap (%)'],
] as const;

const EMPTY_ROW: OverrideRow = { family: '', level: '', location: '', min: '', max: '' };

/**
 * The plan's fields (paybands.ts payBandPlan), posted as plain HTML fields (plan-form.ts reads
 * them): percentile, width, progression, rounding, families, locations with their differentials,
 * per-level widths, the linter's limits, the effective date and manual bands.
 */
export function PlanFields({ idPrefix, values, families, levels, metros, withNote = false }: PlanFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name.replace(/[^a-zA-Z0-9-]+/g, '-')}`;
  /** A field's id and posted name, said once: the id is the name made safe and prefixed. */
  const field = (name: string) => ({ id: id(name), name });
  const [rows, setRows] = useState<OverrideRow[]>(() => [...values.overrides, EMPTY_ROW]);
  const [reference, setReference] = useState(values.reference);
  const rounding = ROUNDING_STEPS.includes(Number(values.rounding)) ? ROUNDING_STEPS : [...ROUNDING_STEPS, Number(values.rounding)];
  const levelName = (level: number) => levels.find((l) => l.level === level)?.name ?? '';
  const levelLabel = (level: number) => `${level}${levelName(level) ? ` · ${levelName(level)}` : ''}`;
  const locationChoices = [...new Set([values.reference, ...values.locations, ...metros].filter(Boolean))];

  return (
    <div className={classes.planFields}>
      <div className={classes.fieldGrid}>
        <NativeSelect
          {...field('targetPercentile')}
          label="Target percentile (the band's mid)"
          defaultValue={String(values.targetPercentile)}
          data={PERCENTILES.map((p) => ({ value: String(p), label: `P${p}` }))}
        />
        <NativeSelect
          {...field('metric')}
          label="Pay the bands are set on"
          defaultValue={values.metric}
          data={(['base', 'total'] as const).map((m) => ({ value: m, label: METRIC_LABEL[m] }))}
        />
        <NumberInput
          {...field('width')}
          label="Width (%)"
          description="width = max ÷ min − 1: at 50 %, the top of a band pays 1.5 × its bottom (5–200 %)"
          defaultValue={values.width}
          min={5}
          max={200}
          required
        />
        <NativeSelect
          {...field('steps')}
          label="Steps between levels"
          description="The market's own: each family's progression, and the linter's range (half to 1.5 × it), follow the median step between its market levels"
          defaultValue={values.steps}
          data={[
            { value: 'market', label: 'The market’s own steps' },
            { value: 'plan', label: 'The progression and range given here' },
          ]}
        />
        <NumberInput
          {...field('progression')}
          label="Progression between levels (%)"
          description="A level whose market cell is hidden gets the level below's mid × (1 + progression); with the market's steps, its step instead. Empty: no band there (0–100 %)"
          defaultValue={values.progression}
          min={0}
          max={100}
        />
        <NativeSelect
          {...field('rounding')}
          label="Round figures to"
          defaultValue={values.rounding}
          data={rounding.map((r) => ({ value: String(r), label: r === 0 ? 'Not rounded' : `Nearest ${groupDigits(r)}` }))}
        />
        <TextInput {...field('effectiveDate')} type="date" label="Effective date" defaultValue={values.effectiveDate} required />
      </div>

      <fieldset className={classes.fieldset}>
        <legend>Job families</legend>
        <div className={classes.checkGrid}>
          {families.map((f) => (
            <Checkbox
              key={f.slug}
              id={id(`family-${f.slug}`)}
              name="families"
              value={f.slug}
              label={f.name}
              defaultChecked={values.families.includes(f.slug)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={classes.fieldset}>
        <legend>Locations</legend>
        <Text size="sm" c="dimmed" mb="xs">
          Bands are built at the reference location; each other location takes a differential of them: the factor you give (0.85 is 85 % of
          the reference), or, left empty, its market median ÷ the reference’s.
        </Text>
        <NativeSelect
          {...field('reference')}
          label="Reference location"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          data={locationChoices}
          className={classes.reference}
        />
        <div className={classes.locationGrid}>
          {locationChoices.map((metro) => (
            <div key={metro} className={classes.locationRow}>
              <Checkbox
                id={id(`location-${metro}`)}
                name="locations"
                value={metro}
                label={metro === reference ? `${metro} (reference)` : `Also ${metro}`}
                defaultChecked={values.locations.includes(metro)}
                disabled={metro === reference}
              />
              <NumberInput
                disabled={metro === reference}
                {...field(`diff.${metro}`)}
                aria-label={`Differential for ${metro}`}
                placeholder="market"
                defaultValue={values.differentials[metro] ?? ''}
                min={0.3}
                max={3}
                step={0.01}
                decimalScale={4}
                size="xs"
                w={110}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <details className={classes.more}>
        <summary>Per-level widths</summary>
        <Text size="sm" c="dimmed" my="xs">
          A level with its own width (%) overrides the width above; empty: the plan’s width.
        </Text>
        <div className={classes.levelGrid}>
          {LEVELS.map((level) => (
            <NumberInput
              key={level}
              {...field(`width.${level}`)}
              label={`Level ${levelLabel(level)} (%)`}
              defaultValue={values.widths[String(level)] ?? ''}
              min={5}
              max={200}
              size="sm"
            />
          ))}
        </div>
      </details>

      <fieldset className={classes.fieldset}>
        <legend>Linter limits</legend>
        <Text size="sm" c="dimmed" mb="xs">
          Progression is mid(upper) ÷ mid(lower) − 1. Overlap is (lower max − upper min) ÷ lower range (lower max − lower min): the share of
          the lower band the upper one also covers.
        </Text>
        <div className={classes.fieldGrid}>
          {LINT_LIMITS.map(([name, label]) => (
            <NumberInput key={name} {...field(name)} label={label} defaultValue={values[name]} min={0} max={100} />
          ))}
        </div>
      </fieldset>

      <details className={classes.more} open={values.overrides.length > 0}>
        <summary>Manual bands (overrides)</summary>
        <Text size="sm" c="dimmed" my="xs">
          A manual band replaces the built one at its level and location (or adds one where none was built); its mid is halfway between min
          and max. Leave min and max empty to drop a row.
        </Text>
        <div className={classes.overrides}>
          {rows.map((row, i) => (
            <fieldset key={i} className={classes.overrideRow}>
              <legend className={classes.overrideLegend}>Manual band {i + 1}</legend>
              <NativeSelect
                {...field(`override.${i}.family`)}
                label="Job family"
                size="xs"
                defaultValue={row.family}
                data={[{ value: '', label: 'Pick…' }, ...families.map((f) => ({ value: f.slug, label: f.name }))]}
              />
              <NativeSelect
                {...field(`override.${i}.level`)}
                label="Level"
                size="xs"
                defaultValue={row.level || '1'}
                data={LEVELS.map((l) => ({ value: String(l), label: levelLabel(l) }))}
              />
              <NativeSelect
                {...field(`override.${i}.location`)}
                label="Location"
                size="xs"
                defaultValue={row.location}
                data={[{ value: '', label: 'Pick…' }, ...locationChoices]}
              />
              <NumberInput {...field(`override.${i}.min`)} label="Min" size="xs" defaultValue={row.min} min={1} />
              <NumberInput {...field(`override.${i}.max`)} label="Max" size="xs" defaultValue={row.max} min={1} />
            </fieldset>
          ))}
        </div>
        {rows.length < 50 && (
          <Button type="button" variant="subtle" size="xs" mt="xs" onClick={() => setRows((r) => [...r, EMPTY_ROW])}>
            Add a manual band
          </Button>
        )}
      </details>

      {withNote && (
        <Textarea
          {...field('note')}
          label="Note for this version (optional)"
          defaultValue={values.note}
          maxLength={2000}
          autosize
          minRows={2}
        />
      )}
    </div>
  );
}
